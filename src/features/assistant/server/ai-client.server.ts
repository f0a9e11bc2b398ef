/**
 * One call to an OpenAI-compatible chat-completions endpoint: a short answer grounded in a
 * few passages of the site, naming the page it used. The key stays on the server
 * (docs/decisions/0010).
 */
import type { GroundingPassage } from "./grounding-passages.server.ts";

export const DEFAULT_AI_API_URL = "https://api.openai.com/v1/chat/completions";
export const DEFAULT_AI_MODEL = "gpt-4o-mini";
/**
 * The visitor waits on the typing indicator meanwhile; after this the widget answers locally. Short,
 * because the AI is also asked about weak matches that have a local answer ready
 * (docs/decisions/0121-chat-relevance-floor.md).
 */
const AI_TIMEOUT_MS = 3_500;
/** max_tokens 80 is about 320 characters, the answer and its page's address; anything longer is not what was asked for. */
const MAX_ANSWER_CHARS = 400;
/** Each passage is cut to this many characters in the prompt: the opening of a passage is its gist. */
const MAX_PASSAGE_CHARS = 800;

export interface AiSettings {
  apiKey: string;
  /** The full chat-completions URL. */
  apiUrl: string;
  model: string;
}

export interface AskOptions {
  companyName?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Why an answer could not be had; the message names no visitor data, so it can be logged. */
class AiAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "AiAnswerError";
  }
}

function systemPrompt(passages: readonly GroundingPassage[], companyName = "the company"): string {
  const facts = passages
    .map((passage, n) => `${n + 1}. [${passage.url}] ${passage.title}: ${passage.text.slice(0, MAX_PASSAGE_CHARS)}`)
    .join("\n");
  return [
    `You are the assistant on the website of ${companyName}.`,
    "Answer the visitor's question in at most 25 words, using only the facts in the passages below.",
    "End the answer with the address of the passage you used, in square brackets, as written below: [/example].",
    "If the passages do not contain the answer, say that you don't know, with no address.",
    "",
    "Passages:",
    facts || "(none)",
  ].join("\n");
}

function completionRequest(question: string, passages: readonly GroundingPassage[], settings: AiSettings, companyName?: string) {
  return {
    model: settings.model,
    messages: [
      { role: "system", content: systemPrompt(passages, companyName) },
      { role: "user", content: question },
    ],
    temperature: 0.2,
    top_p: 0.9,
    max_tokens: 80,
  };
}

/** The AI's answer and the address of the passage it used. */
export interface AiAnswer {
  text: string;
  url: string;
}

/**
 * The answer and the page it used, or an AiAnswerError for a time-out, a network error, a non-2xx status,
 * an empty reply, or an answer that names none of the passages' addresses (it does not know, or made one up).
 */
export async function askAi(
  question: string,
  passages: readonly GroundingPassage[],
  settings: AiSettings,
  options: AskOptions = {},
): Promise<AiAnswer> {
  const send = options.fetch ?? fetch;
  let response: Response;
  let body: unknown;
  try {
    response = await send(settings.apiUrl, {
      method: "POST",
      headers: { Authorization: `Bearer ${settings.apiKey}`, "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(completionRequest(question, passages, settings, options.companyName)),
      // Covers reading the body too: a server that stalls mid-answer times out as well.
      signal: AbortSignal.timeout(options.timeoutMs ?? AI_TIMEOUT_MS),
    });
    if (!response.ok) throw new AiAnswerError(`the AI endpoint answered ${response.status}`);
    body = await response.json();
  } catch (error) {
    if (error instanceof AiAnswerError) throw error;
    const reason =
      error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")
        ? "timed out"
        : "could not be reached or sent no JSON";
    throw new AiAnswerError(`the AI endpoint ${reason}`);
  }
  const content = (body as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]?.message?.content;
  const answer = typeof content === "string" ? content.trim() : "";
  if (!answer) throw new AiAnswerError("the AI endpoint sent no answer text");
  return citedAnswer(answer, passages);
}

/** '[/about]' and the like: an address the answer cites. */
const CITATION = /\s*\[(\/[^\]\s]*)\]/g;

/** The answer without its citations, and the first address it cites that was among the passages. */
function citedAnswer(answer: string, passages: readonly GroundingPassage[]): AiAnswer {
  const given = new Set(passages.map((passage) => passage.url));
  const url = [...answer.matchAll(CITATION)].map((match) => match[1] ?? "").find((cited) => given.has(cited));
  if (!url) throw new AiAnswerError("the AI answer cited none of the pages it was given");
  const text = answer.replace(CITATION, "").trim();
  if (!text) throw new AiAnswerError("the AI endpoint sent no answer text");
  return { text: text.length > MAX_ANSWER_CHARS ? `${text.slice(0, MAX_ANSWER_CHARS - 1)}…` : text, url };
}
