// What the widget downloads when the chat first opens (/chat-data.json, prerendered from the
// content bundle) and what the server grounds AI answers with: plain JSON, no functions. The
// compiler writes it (src/content/compiler/knowledge-index.ts), so its shape lives on the ground floor
// with the rest of the bundle's; src/features/assistant/ reads it.
import type { ChatbotSettings } from "../../.generated/content-types.ts";
import type { LeadLabels } from "./lead-labels.ts";

export interface ChatData {
  /** Every answer the assistant knows, generated from content/ at build time. */
  index: KnowledgeItem[];
  quickActions: QuickAction[];
  /** Every sentence of the assistant, from content/chat.yaml. */
  labels: ChatbotSettings["labels"];
  /** content/chat.yaml meetingLabels: said only with a meeting calendar (docs/decisions/0470). */
  meetingLabels: ChatbotSettings["meetingLabels"];
  /** Editors' synonym groups (content/chat.yaml). */
  synonyms: string[][];
  /** Offered by the no-match answer (docs/decisions/0012). */
  contact: { email: string; phone: string; formUrl: string };
  /** The form field messages the guided flows answer with (content/site.yaml labels.validation). */
  leadLabels: LeadLabels;
  /** Organizer of the meeting invitation (.ics). */
  companyName: string;
  /** The time zone and opening hours of meetings, from site.yaml. */
  business: BusinessHours;
}

/** One entry of the knowledge index generated from content/ at build time. */
export interface KnowledgeItem {
  title: string;
  content: string;
  url: string;
  category: string;
  keywords: string[];
  /** The short answer shown first; without it, the opening sentences of content. */
  summary?: string;
  /** A line to lead with when the message asks about that topic: the price line for a price question. */
  facts?: Partial<Record<AnswerTopic, string>>;
  /** The request in free text this item answers first ('call me back'). */
  intent?: ChatIntent;
}

/**
 * The assistant's passage index (docs/assistant.md): every fact-bearing passage of the content, and the
 * words WordNet relates to the index's words. Too large for the widget's download: meant for the server.
 */
export interface AssistantIndex {
  passages: Passage[];
  /** A stem a message may say → the index stems it relates to (synonyms and derived forms). */
  related: Record<string, string[]>;
}

/** One fact-bearing passage, with its page's title, URL, category and keywords. */
export interface Passage {
  title: string;
  url: string;
  category: string;
  keywords: string[];
  /** What the passage is, from its field or heading: 'budget', 'results', 'Phase 1: inventory'. */
  label: string;
  text: string;
}

/** Requests a visitor makes in their own words (src/features/assistant/intents.ts), answered by the item of content/chat.yaml that names them. */
export type ChatIntent = "callback" | "talk" | "meeting" | "apply" | "urgent";

/** What a message can ask about an item, read from its words (src/features/assistant/short-answer.ts). */
export type AnswerTopic = "price" | "location" | "duration" | "experience" | "person";

export interface QuickAction {
  id: string;
  question: string;
  category: string;
}

/**
 * The company's clock for meetings, from content/site.yaml: the time zone the
 * offered days and times are in, that zone in words, and the opening hours that bound a meeting.
 */
export interface BusinessHours {
  /** site.yaml timeZone, an IANA name such as America/New_York. */
  timeZone: string;
  /** The zone in words for the labels' {zone}, e.g. Eastern Time. */
  zoneName: string;
  /** site.yaml openingHours, 24-hour HH:MM: the earliest and the latest meeting time. */
  opens: string;
  closes: string;
}

/**
 * Categories of the company facts the index derives from site.yaml. The AI endpoint grounds a
 * question that matches nothing with these, so it can still answer 'where are you based?'.
 */
export const FACT_CATEGORIES = { about: "Company", contact: "Contact", pricing: "Pricing" } as const;
