/**
 * One call to an OpenAI-compatible chat-completions endpoint (docs/decisions/0151): a short answer grounded in a
 * few knowledge items. The key stays on the server (docs/decisions/0010).
 */
import type { KnowledgeItem } from "../../content/chat-data-shape.ts";

export const DEFAULT_AI_API_URL = "https://api.openai.com/v1/chat/completions";
export const DEFAULT_AI_MODEL = "gpt-4o-mini";
/**
 * The visitor waits on the typing indicator meanwhile; after this the widget answers locally. Short,
 * because the AI is also asked about weak matches that have a local answer ready
 * (docs/decisions/0121-chat-relevance-floor.md).
 */
const AI_TIMEOUT_MS = 3_500;
/** max_tokens 50 is about 200 characters; anything longer is not what was asked for. */
const MAX_ANSWER_CHARS = 400;
/** Each item is cut to this many characters in the prompt: the opening of an answer is its gist. */
const MAX_ITEM_CHARS = 800;

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

function systemPrompt(items: readonly KnowledgeItem[], companyName = "the company"): string {
  const facts = items.map((item, n) => `${n + 1}. ${item.title} (${item.url}): ${item.content.slice(0, MAX_ITEM_CHARS)}`).join("\n");
  return [
    `You are the assistant on the website of ${companyName}.`,
    "Answer the visitor's question in at most 15 words.",
    "Use only the facts in the items below. If they do not contain the answer, say that you don't know.",
    "",
    "Items:",
    facts || "(none)",
  ].join("\n");
}

function completionRequest(question: string, items: readonly KnowledgeItem[], settings: AiSettings, companyName?: string) {
  return {
    model: settings.model,
    messages: [
      { role: "system", content: systemPrompt(items, companyName) },
      { role: "user", content: question },
    ],
    temperature: 0.2,
    top_p: 0.9,
    max_tokens: 50,
  };
}

/** The answer text, or an AiAnswerError for a time-out, a network error, a non-2xx status or an empty reply. */
export async function askAi(
  question: string,
  items: readonly KnowledgeItem[],
  settings: AiSettings,
  options: AskOptions = {},
): Promise<string> {
  const send = options.fetch ?? fetch;
  let response: Response;
  let body: unknown;
  try {
    response = await send(settings.apiUrl, {
      method: "POST",
      headers: { Authorization: `Bearer ${settings.apiKey}`, "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(completionRequest(question, items, settings, options.companyName)),
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
  return answer.length > MAX_ANSWER_CHARS ? `${answer.slice(0, MAX_ANSWER_CHARS - 1)}…` : answer;
}
