/**
 * POST /api/chat `{ question }` → `{ ok: true, answer }`: the optional AI answer the widget asks for
 * when its own search finds nothing. Grounded in knowledge items the server picks itself; any
 * failure answers 502 and the widget falls back to its local reply. The widget shows none of the
 * refusals' words, so only those a visitor can cause (another site, too large) come from content;
 * the rest are API words (docs/decisions/0230-refusal-words-from-content.md).
 */
import { FACT_CATEGORIES, type KnowledgeItem } from "../../content/chat-data-shape.ts";
import { findAnswer } from "../../chat/find-answer.ts";
import { content } from "../../content/content.server.ts";
import { describeError } from "../describe-error.server.ts";
import { noStoreJson as json, readJsonPost, type JsonPostRules } from "../request-guards.server.ts";
import { askAi, type AiSettings } from "./ai-client.server.ts";
import type { AiBudget } from "./ai-budget.server.ts";

export const MAX_QUESTION_CHARS = 500;
/**
 * A 500-character question in any script fits: a character outside the BMP is at most 12 bytes in
 * JSON (a \uXXXX\uXXXX escape pair), plus room for the envelope (docs/decisions/0225-limits-by-characters.md).
 */
export const MAX_CHAT_BODY_BYTES = MAX_QUESTION_CHARS * 12 + 1024;
const GROUNDING_ITEMS = 3;
const CHAT_POST: JsonPostRules = { maxBytes: MAX_CHAT_BODY_BYTES, apiWords: { action: "ask a question", thing: "question" } };

export interface ChatApiDeps {
  /** Absent when AI_API_KEY is unset: the endpoint then answers 404 at once. */
  ai?: AiSettings;
  index: readonly KnowledgeItem[];
  /** Public origin of the site (SITE_URL), for the cross-site check. */
  siteOrigin: string;
  companyName?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** The site-wide cap on AI calls; absent, calls are not capped (tests of other behaviour). */
  budget?: AiBudget;
  /** Receives failures; lines never carry the question. */
  log?: (message: string) => void;
  /** Who answered a question that reached the server, for metrics (docs/decisions/0272-metrics.md). */
  observe?: (event: ChatEvent) => void;
}

/** ai: the AI answered; local: the AI budget was spent, the widget answers from its own index; none: the AI call failed. */
export type ChatEvent = { source: "ai" | "local" | "none" };

export async function handleChatApi(request: Request, deps: ChatApiDeps): Promise<Response> {
  if (!deps.ai) return json(404, { ok: false, error: "AI answers are not enabled." });
  const read = await readJsonPost(request, deps.siteOrigin, CHAT_POST, content.site.labels.requests);
  if ("refusal" in read) return read.refusal;
  const raw = read.body.question;
  const question = typeof raw === "string" ? raw.trim() : "";
  if (!question.isWellFormed()) return json(422, { ok: false, errors: { question: "question must be well-formed Unicode text." } });
  const length = [...question].length;
  if (length < 1 || length > MAX_QUESTION_CHARS) {
    return json(422, { ok: false, errors: { question: `question must be text of 1 to ${MAX_QUESTION_CHARS} characters.` } });
  }

  const slot = deps.budget?.acquire() ?? { release: () => {} };
  if ("retryAfterSeconds" in slot) {
    deps.observe?.({ source: "local" });
    // The widget answers from its own index meanwhile; the visitor is not blocked.
    return json(
      429,
      { ok: false, error: "AI answers are busy right now.", retryAfterSeconds: slot.retryAfterSeconds },
      { "retry-after": String(slot.retryAfterSeconds) },
    );
  }
  try {
    const answer = await askAi(question, groundingItems(deps.index, question), deps.ai, {
      companyName: deps.companyName,
      fetch: deps.fetch,
      timeoutMs: deps.timeoutMs,
    });
    deps.observe?.({ source: "ai" });
    return json(200, { ok: true, answer });
  } catch (error) {
    (deps.log ?? ((message) => console.error(message)))(`[chat] AI answer failed: ${describeError(error)}`);
    deps.observe?.({ source: "none" });
    return json(502, { ok: false, error: "No answer is available right now." });
  } finally {
    slot.release();
  }
}

/**
 * The best knowledge items for the question, found here rather than trusted from the client: the
 * widget asks when its own search (the same one) matched weakly, and then these are the weak
 * matches; when nothing matched, the company facts stand in, so the model can still answer general
 * questions about the company, or say it doesn't know.
 */
function groundingItems(index: readonly KnowledgeItem[], question: string): KnowledgeItem[] {
  const hits = findAnswer(index, question).hits.map((hit) => hit.item);
  if (hits.length > 0) return hits;
  const facts: string[] = [FACT_CATEGORIES.about, FACT_CATEGORIES.contact, FACT_CATEGORIES.pricing];
  return index.filter((item) => facts.includes(item.category)).slice(0, GROUNDING_ITEMS);
}
