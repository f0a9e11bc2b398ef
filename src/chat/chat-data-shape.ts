// What the widget downloads when the chat first opens (/chat-data.json, prerendered from the
// content bundle) and what the server grounds AI answers with: plain JSON, no functions.
import type { BusinessHours } from "./business-hours.ts";
import type { ChatTexts } from "./chat-texts.ts";
import type { KnowledgeItem, QuickAction } from "./knowledge-types.ts";
import type { LeadWords } from "../lib/lead-validation.ts";

export interface ChatData {
  /** Every answer the assistant knows, generated from content/ at build time. */
  index: KnowledgeItem[];
  quickActions: QuickAction[];
  /** Every sentence of the assistant, from content/chat.yaml (docs/decisions/0229). */
  texts: ChatTexts;
  /** Editors' synonym groups (content/chat.yaml; docs/decisions/0261). */
  synonyms: string[][];
  /** Offered by the no-match answer (docs/decisions/0012). */
  contact: { email: string; phone: string; formUrl: string };
  /** The form field messages the guided flows answer with (content/site.yaml labels.validation). */
  words: LeadWords;
  /** Organizer of the meeting invitation (.ics). */
  companyName: string;
  /** The time zone and opening hours of meetings, from site.yaml (docs/decisions/0232). */
  business: BusinessHours;
}

/**
 * Categories of the company facts the index derives from site.yaml. The AI endpoint grounds a
 * question that matches nothing with these, so it can still answer 'where are you based?'.
 */
export const FACT_CATEGORIES = { about: "Company", contact: "Contact", pricing: "Pricing" } as const;
