// Shared fixtures of the chat tests: a small knowledge index and a context with a fixed clock
// and counting ids, so every message id, timestamp and idempotency key is predictable. The labels and
// quick actions are the compiled content's (content/chat.yaml), so the tests expect what the assistant
// really says and follow an editor's rewording (0229).
import { readFileSync } from "node:fs";
import type { ContentBundle } from "../../content/types.ts";
import {
  FACT_CATEGORIES,
  type AssistantIndex,
  type BusinessHours,
  type KnowledgeItem,
  type Passage,
} from "../../content/chat-data-shape.ts";
import { LEAD_LABELS } from "../leads/lead-labels.fixture.ts";
import type { ChatContext } from "./chat-engine.ts";
import type { FlowKind } from "./flow-types.ts";

const bundle = JSON.parse(readFileSync(new URL("../../../.generated/content.json", import.meta.url), "utf8")) as ContentBundle;

/** Every label of the assistant, as compiled from content/chat.yaml. */
export const CHAT_LABELS = bundle.chat.labels;
export const QUICK_ACTIONS = bundle.chat.quickActions;

/** The question of a quick action of content/chat.yaml; throws when the id is gone. */
export function quickQuestion(id: string): string {
  const action = QUICK_ACTIONS.find((candidate) => candidate.id === id);
  if (!action) throw new Error(`content/chat.yaml has no quick action ${id}`);
  return action.question;
}

/** The quick actions that start a guided flow rather than ask a question (chat-engine.ts). */
const FLOW_ACTIONS: readonly FlowKind[] = ["career", "contact", "meeting"];

/** The id of a quick action of content/chat.yaml that asks a question (the first); throws when there is none. */
export function questionActionId(): string {
  const action = QUICK_ACTIONS.find((candidate) => !(FLOW_ACTIONS as readonly string[]).includes(candidate.id));
  if (!action) throw new Error("content/chat.yaml has no quick action that asks a question");
  return action.id;
}

/**
 * The clock the tests' dates and times are chosen for: New York, 9 AM to 6 PM. A fixture rather than
 * site.yaml's values, so that MONDAY below stays a Monday morning whatever the site's zone.
 */
export const BUSINESS: BusinessHours = { timeZone: "America/New_York", zoneName: "Eastern Time", opens: "09:00", closes: "18:00" };

/** The first of the tests' own knowledge items: a service page, named apart from the site's real ones. */
export const CLOUD: KnowledgeItem = {
  title: "Cloud Platforms",
  content: "We design, migrate and run cloud workloads on AWS, Azure and Google Cloud.",
  url: "/services/example-cloud",
  category: "services",
  keywords: ["cloud", "aws", "azure", "migration"],
};

/** The tests' own knowledge items, named apart from the site's real entries. */
export const ITEMS: KnowledgeItem[] = [
  CLOUD,
  {
    title: "Cloud pricing",
    content: "Cloud Platforms starts at 310 per month.",
    url: "/services/example-cloud",
    category: "pricing",
    keywords: ["price", "cost"],
  },
  {
    title: "Careers",
    content: "We are hiring cloud engineers. Fill out form to apply in the chat.",
    url: "/careers",
    category: "careers",
    keywords: ["jobs", "hiring", "career"],
  },
  {
    title: "Our services",
    content: "We offer cloud, security and careers advice.",
    url: "/services",
    category: "services",
    keywords: ["services", "offer"],
  },
];

export const CONTACT = { email: "hello@example.com", phone: "+1 (214) 555-0100" };

/** Monday 2025-12-01, 10:00 AM in New York. */
const MONDAY = new Date("2025-12-01T15:00:00Z");

export function makeCtx(now: Date = MONDAY, overrides: Partial<ChatContext> = {}): ChatContext {
  let n = 0;
  return {
    items: ITEMS,
    labels: CHAT_LABELS,
    quickActions: QUICK_ACTIONS,
    business: BUSINESS,
    leadLabels: LEAD_LABELS,
    contact: CONTACT,
    now: () => now,
    id: () => `id-${++n}`,
    ...overrides,
  };
}

/** A knowledge item for the ranking tests: a service unless another category is given. */
export const item = (title: string, url: string, content: string, keywords: string[], category = "Services"): KnowledgeItem => ({
  title,
  content,
  url,
  category,
  keywords,
});
/** Filler items so that rarity means something: a word of one or two items of twelve is specific. */
export const filler = Array.from({ length: 8 }, (_, n) =>
  item(`Other ${n}`, `/other/${n}`, "Our team offers its services to clients in every industry.", [`topic${n}`], FACT_CATEGORIES.about),
);

// The server's tests' own pages (reply.ts with the passages, the evaluation's grading): each item's passages hold
// its sentences, and the help desk's a detail its item does not (the health check of new clients).
export const BACKUP = item(
  "Data Backup",
  "/services/example-backup",
  "Nightly backups of every server, kept for 90 days. Restores are tested each quarter.",
  ["backup", "restore"],
);
export const HELP_DESK = item(
  "Help Desk",
  "/services/example-helpdesk",
  "Our help desk answers calls around the clock, every day of the year.",
  ["help desk", "support"],
);
const passage = ({ title, url, category, keywords }: KnowledgeItem, label: string, text: string): Passage => ({
  title,
  url,
  category,
  keywords,
  label,
  text,
});
/** The help desk's passage its item does not hold. */
export const ONBOARDING = passage(
  HELP_DESK,
  "onboarding",
  "New clients have their servers kept under watch, with a free health check in the first 30 days.",
);
/** The passage index of BACKUP, HELP_DESK and the filler items. */
export const PASSAGES: AssistantIndex = {
  passages: [
    passage(BACKUP, "overview", "Nightly backups of every server, kept for 90 days."),
    passage(BACKUP, "testing", "Restores are tested each quarter."),
    passage(HELP_DESK, "overview", HELP_DESK.content),
    ONBOARDING,
    ...filler.map((other) => passage(other, "overview", other.content)),
  ],
  related: {},
};
