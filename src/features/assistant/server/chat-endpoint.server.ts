/**
 * POST /api/chat `{ question }` → `{ ok: true, reply }`: the site's answer from its passage index, or,
 * with an AI key and only a weak answer of its own, the AI's answer grounded in the best passages and
 * linking the page it used. The AI failing,
 * timing out or being over its budget never fails the question: the site's own answer is given. The
 * widget shows none of the refusals' words, so only those a visitor can cause (another site, too
 * large) come from content; the rest are API words.
 */
import { chooseReply, type ChosenReply, meaningTexts, type ReplyContext, type ServerReply } from "../reply.ts";
import { content } from "../../../content/content.server.ts";
import { describeError } from "../../../platform/describe-error.server.ts";
import { noStoreJson as json, readJsonPost, type JsonPostRules } from "../../../platform/request-guards.server.ts";
import { askAi, type AiSettings } from "./ai-client.server.ts";
import type { AiBudget } from "./ai-budget.server.ts";
import { groundingPassages } from "./grounding-passages.server.ts";
import { groundedText } from "./grounded-text.server.ts";
import type { QuestionEmbedder } from "./question-embedder.server.ts";
import type { GapRecorder } from "./gap-recorder.server.ts";

export const MAX_QUESTION_CHARS = 500;
/**
 * A 500-character question in any script fits: a character outside the BMP is at most 12 bytes in
 * JSON (a \uXXXX\uXXXX escape pair), plus room for the envelope.
 */
export const MAX_CHAT_BODY_BYTES = MAX_QUESTION_CHARS * 12 + 1024;
const CHAT_POST: JsonPostRules = { maxBytes: MAX_CHAT_BODY_BYTES, apiWords: { action: "ask a question", thing: "question" } };
/** The site's own answers the AI may improve on: nothing found, only the closest page, or a weak match. */
const WEAK_KINDS = new Set<ChosenReply["kind"]>(["no-match", "honest", "weak-answer", "results"]);

export interface ChatApiDeps {
  /** Absent when AI_API_KEY is unset: the site's own answer is then always given. */
  ai?: AiSettings;
  /** What the site answers from; absent without a compiled bundle, and the endpoint then answers 503. */
  reply?: ReplyContext;
  /** Public origin of the site (SITE_URL), for the cross-site check. */
  siteOrigin: string;
  companyName?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** The site-wide cap on AI calls; absent, calls are not capped (tests of other behaviour). */
  budget?: AiBudget;
  /** Receives failures; lines never carry the question. */
  log?: (message: string) => void;
  /** Who answered a question that reached the server, for metrics. */
  observe?: (event: ChatEvent) => void;
  /** Embeds the question and its parts in a worker; absent or without an answer, words alone rank. */
  embedder?: Pick<QuestionEmbedder, "embed">;
  /** Counts the questions the site's own reply did not answer (docs/decisions/0529-content-gaps.md); never awaited. */
  gaps?: GapRecorder;
}

/**
 * ai: the AI answered; local: the site's passages answered; none: the AI failed and the site's answer was given.
 * `aiRefused`: the question would have gone to the AI, but the site-wide AI budget was spent.
 */
export type ChatEvent = { source: "ai" | "local" | "none"; aiRefused?: true };

export async function handleChatApi(request: Request, deps: ChatApiDeps): Promise<Response> {
  const read = await readJsonPost(request, deps.siteOrigin, CHAT_POST, content.site.labels.requests);
  if ("refusal" in read) return read.refusal;
  const raw = read.body.question;
  const question = typeof raw === "string" ? raw.trim() : "";
  if (!question.isWellFormed()) return json(422, { ok: false, errors: { question: "question must be well-formed Unicode text." } });
  const length = [...question].length;
  if (length < 1 || length > MAX_QUESTION_CHARS) {
    return json(422, { ok: false, errors: { question: `question must be text of 1 to ${MAX_QUESTION_CHARS} characters.` } });
  }
  if (!deps.reply) return json(503, { ok: false, error: "No answer is available right now." });
  return answerQuestion(question, deps.reply, deps);
}

async function answerQuestion(question: string, reply: ReplyContext, deps: ChatApiDeps): Promise<Response> {
  const texts = meaningTexts(question, { whole: deps.ai !== undefined });
  const vectors = reply.vectors ? await deps.embedder?.embed(texts) : undefined;
  const meaning = vectors && new Map(texts.map((text, at) => [text, vectors[at] ?? new Float32Array()]));
  const { quotes: _quotes, ...site } = chooseReply(question, reply, meaning);
  deps.gaps?.(question, site.kind);
  const answer = (reply: ServerReply, source: ChatEvent["source"], aiRefused = false) => {
    deps.observe?.(aiRefused ? { source, aiRefused } : { source });
    return json(200, { ok: true, reply });
  };
  if (!deps.ai || !WEAK_KINDS.has(site.kind)) return answer({ source: "site", ...site }, "local");

  const slot = deps.budget?.acquire() ?? { release: () => {} };
  // Over the AI budget the visitor still gets the site's answer at once.
  if ("retryAfterSeconds" in slot) return answer({ source: "site", ...site }, "local", true);
  try {
    const passages = groundingPassages(reply, question, meaning?.get(question));
    const ai = await askAi(question, passages, deps.ai, { companyName: deps.companyName, fetch: deps.fetch, timeoutMs: deps.timeoutMs });
    const cited = passages.filter((passage) => passage.url === ai.url);
    // A sentence stating a figure or a name its cited passage does not is not shown; with none left, the site's own words are.
    const text = groundedText(ai.text, cited, deps.companyName ? [deps.companyName] : []);
    if (!text) return answer({ source: "site", ...site }, "none");
    const others = (site.relatedPages ?? []).filter((page) => page.url !== ai.url);
    return answer({ source: "ai", text, relatedPages: [{ title: cited[0]?.title ?? ai.url, url: ai.url }, ...others].slice(0, 3) }, "ai");
  } catch (error) {
    (deps.log ?? ((message) => console.error(message)))(`[chat] AI answer failed: ${describeError(error)}`);
    return answer({ source: "site", ...site }, "none");
  } finally {
    slot.release();
  }
}
