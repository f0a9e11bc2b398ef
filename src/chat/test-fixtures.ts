// Shared fixtures of the chat tests: a small knowledge index and a context with a fixed clock
// and counting ids, so every message id, timestamp and idempotency key is predictable.
import { LEAD_WORDS } from "../lib/lead-words.fixture.ts";
import type { ChatContext } from "./chat-engine.ts";
import { DEFAULT_TEXTS } from "./default-texts.ts";
import type { KnowledgeItem } from "./knowledge-types.ts";

export const ITEMS: KnowledgeItem[] = [
  {
    title: "Cloud Infrastructure",
    content: "We design, migrate and run cloud workloads on AWS, Azure and Google Cloud.",
    url: "/services/cloud",
    category: "services",
    keywords: ["cloud", "aws", "azure", "migration"],
  },
  {
    title: "Cloud pricing",
    content: "Cloud Infrastructure starts at 299 per month.",
    url: "/services/cloud",
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
export const MONDAY = new Date("2025-12-01T15:00:00Z");

export function makeCtx(now: Date = MONDAY, overrides: Partial<ChatContext> = {}): ChatContext {
  let n = 0;
  return {
    items: ITEMS,
    texts: DEFAULT_TEXTS,
    words: LEAD_WORDS,
    contact: CONTACT,
    now: () => now,
    id: () => `id-${++n}`,
    ...overrides,
  };
}
