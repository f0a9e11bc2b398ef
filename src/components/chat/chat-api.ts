import type { SubmitEffect } from "../../chat/index.ts";

/** A finished flow's lead, posted to the site's own lead endpoint; true once it is stored. */
export async function submitLead(effect: SubmitEffect): Promise<boolean> {
  try {
    const response = await fetch("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ kind: effect.kind, fields: effect.fields, idempotencyKey: effect.idempotencyKey }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

let aiEnabled: Promise<boolean> | undefined;

/** Asks GET /api/chat once per page load whether the server has an AI key. */
function isAiEnabled(): Promise<boolean> {
  aiEnabled ??= fetch("/api/chat", { headers: { Accept: "application/json" } })
    .then((response) => (response.ok ? (response.json() as Promise<{ enabled?: unknown }>) : { enabled: false }))
    .then((body) => body.enabled === true)
    .catch(() => false);
  return aiEnabled;
}

/**
 * How long the visitor waits for the AI before the local answer shows: the server gives the AI
 * endpoint 3.5 s (AI_TIMEOUT_MS), this adds the round trip (docs/decisions/0121-chat-relevance-floor.md).
 */
export const AI_WAIT_MS = 4_000;

/** The optional AI answer for a question the local search answered weakly or not at all; null means 'answer locally'. */
export async function askAi(question: string): Promise<string | null> {
  if (!(await isAiEnabled())) return null;
  try {
    const response = await fetch("/api/chat", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ question }),
      signal: AbortSignal.timeout(AI_WAIT_MS),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { ok?: boolean; answer?: unknown };
    return body.ok === true && typeof body.answer === "string" && body.answer.trim() ? body.answer.trim() : null;
  } catch {
    return null;
  }
}
