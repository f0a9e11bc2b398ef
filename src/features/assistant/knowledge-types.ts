// The messages the chatbot's engine and the React widget exchange. Plain data only, so that messages
// can be stored and compared without conversion. The knowledge index the build writes is typed with
// the rest of the bundle, in src/content/chat-data-shape.ts.

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
  /** The meeting's length when a calendar set it (docs/decisions/0474); else the file's default. */
  durationMinutes?: number;
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
