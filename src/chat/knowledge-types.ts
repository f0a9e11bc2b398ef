// Shared data shapes of the chatbot. Plain data only, so that the same values can cross the
// build step (knowledge index JSON), the engine and the React widget without conversion.

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
  /** The request in free text this item answers first ('call me back'; docs/decisions/0264). */
  intent?: ChatIntent;
}

/** Requests a visitor makes in their own words (intents.ts), answered by the item of content/chat.yaml that names them. */
export type ChatIntent = "callback" | "talk" | "meeting" | "apply" | "urgent";

/** What a message can ask about an item, read from its words (answer-lead.ts). */
export type AnswerTopic = "price" | "location" | "duration" | "experience" | "person";

/** A link shown under a bot answer. */
export interface RelatedPage {
  title: string;
  url: string;
}

/** What the widget needs to offer the .ics download after a booked meeting. */
export interface MeetingInvite {
  name: string;
  email: string;
  /** Business-time-zone calendar date, YYYY-MM-DD. */
  isoDate: string;
  /** Human label of the date as it was offered, e.g. 'Monday, December 1'. */
  dateLabel: string;
  hour24: number;
  minute: number;
  /** Human label of the time, e.g. '10:00 AM'. */
  timeLabel: string;
}

/**
 * Something the widget can render as a button under a bot message. Kept as data (not callbacks)
 * so messages stay serialisable and the engine stays free of DOM code.
 */
export type ChatAction = { type: "link"; label: string; url: string } | { type: "download-ics"; label: string; meeting: MeetingInvite };

export interface ChatMessage {
  id: string;
  text: string;
  /** The rest of a short answer, shown under 'Show more'. */
  more?: string;
  isBot: boolean;
  /** ISO 8601 string, so messages can be stored and compared without Date objects. */
  timestamp: string;
  relatedPages?: RelatedPage[];
  action?: ChatAction;
}

/** A bot reply before the engine stamps it with an id and a timestamp. */
export interface BotReply {
  text: string;
  more?: string;
  relatedPages?: RelatedPage[];
  action?: ChatAction;
}

export interface QuickAction {
  id: string;
  question: string;
  category: string;
}
