import type { BusySpan, MeetingAvailability } from "../../meetings/index.ts";
import type { SubmitOutcome } from "../chat-engine.ts";
import type { SubmitEffect } from "../flow-types.ts";
import type { RelatedPage } from "../knowledge-types.ts";
import { REPLY_KINDS, type ServerReply } from "../reply.ts";
import { leadAttribution } from "../../leads/index.ts";

/**
 * A finished flow's lead, posted to the site's own lead endpoint with its idempotency key (the same
 * key on every attempt, so a resend after a lost answer stays one lead). Says whether it was stored,
 * refused with field reasons (422), or did not get through: no connection, the server busy (429) or
 * failing (5xx and anything else), which the chat offers to send again (docs/decisions/0113).
 */
export async function submitLead(effect: SubmitEffect): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await fetch("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      // The visit's attribution and the page the chat was opened on.
      body: JSON.stringify({
        kind: effect.kind,
        fields: effect.fields,
        idempotencyKey: effect.idempotencyKey,
        attribution: leadAttribution(),
        // The visitor's own zone, so a meeting's confirmation and invitation also name their time.
        ...(effect.kind === "meeting" ? { timeZone: visitorTimeZone() } : {}),
      }),
    });
  } catch {
    return { ok: false, failure: { type: "unavailable", reason: "network" } };
  }
  if (response.ok) return { ok: true };
  if (response.status === 422) {
    const body = (await response.json().catch(() => ({}))) as { errors?: unknown };
    const errors = readErrors(body.errors);
    if (errors) return { ok: false, failure: { type: "invalid", errors } };
  }
  return { ok: false, failure: { type: "unavailable", reason: response.status === 429 ? "busy" : "server" } };
}

function readErrors(value: unknown): Record<string, string> | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * How long the visitor waits for the server's answer before the widget's own shows: the server gives the
 * AI endpoint 3.5 s (AI_TIMEOUT_MS), this adds the round trip.
 * Without an AI the server answers in milliseconds, within the reply delay.
 */
const SERVER_WAIT_MS = 4_000;

/**
 * The server's answer to a question, from the passage index or the AI; null means
 * 'answer locally': no connection, the server busy or failing, or an answer of a shape this widget does not
 * know. Links are kept only when they stay on this site.
 */
export async function askServer(question: string): Promise<ServerReply | null> {
  try {
    const response = await fetch("/api/chat", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ question }),
      signal: AbortSignal.timeout(SERVER_WAIT_MS),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { ok?: boolean; reply?: unknown };
    return body.ok === true ? readServerReply(body.reply) : null;
  } catch {
    return null;
  }
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null;
const isText = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";
const isOwnPath = (value: unknown): value is string => typeof value === "string" && value.startsWith("/") && !value.startsWith("//");

function readServerReply(value: unknown): ServerReply | null {
  if (!isObject(value) || !isText(value.text)) return null;
  const relatedPages = Array.isArray(value.relatedPages)
    ? value.relatedPages.filter((page): page is RelatedPage => isObject(page) && isText(page.title) && isOwnPath(page.url))
    : [];
  const pages = relatedPages.map(({ title, url }) => ({ title, url }));
  if (value.source === "ai") return { source: "ai", text: value.text.trim(), relatedPages: pages };
  const kind = REPLY_KINDS.find((known) => known === value.kind);
  if (value.source !== "site" || !kind) return null;
  const reply: ServerReply = { source: "site", kind, text: value.text };
  if (pages.length > 0) reply.relatedPages = pages;
  if (isText(value.more)) reply.more = value.more;
  const action = value.action;
  if (isObject(action) && action.type === "link" && isText(action.label) && isOwnPath(action.url)) {
    reply.action = { type: "link", label: action.label, url: action.url };
  }
  return reply;
}

/** The browser's IANA time zone, or undefined when it does not say. */
export function visitorTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The company calendar's busy times and meeting rules; undefined when the site
 * has no meeting calendar (`calendar: false`), the answer is unreadable or slow: the chat then books as specified.
 */
async function fetchMeetingAvailability(): Promise<MeetingAvailability | undefined> {
  try {
    const response = await fetch("/api/meetings/busy", { headers: { Accept: "application/json" }, signal: AbortSignal.timeout(6_000) });
    if (!response.ok) return undefined;
    const body = (await response.json()) as Partial<MeetingAvailability> & { ok?: boolean };
    const numbers = [body.minutes, body.bufferMinutes, body.noticeMinutes];
    if (!body.ok || !numbers.every((n) => typeof n === "number") || !Array.isArray(body.busy)) return undefined;
    const busy = (body.busy as unknown[]).filter(
      (span): span is BusySpan =>
        typeof span === "object" &&
        span !== null &&
        "start" in span &&
        "end" in span &&
        typeof span.start === "number" &&
        typeof span.end === "number",
    );
    return { minutes: body.minutes!, bufferMinutes: body.bufferMinutes!, noticeMinutes: body.noticeMinutes!, busy };
  } catch {
    return undefined;
  }
}

let availability: { at: number; value: MeetingAvailability | undefined } | undefined;

/** What the calendar said last, for the chat's checks while a meeting is booked. */
export function knownMeetingAvailability(): MeetingAvailability | undefined {
  return availability?.value;
}

/** Asks the server again when the last answer is older than a minute, the longest the server keeps it too. */
export async function refreshMeetingAvailability(): Promise<void> {
  if (availability && Date.now() - availability.at < 60_000) return;
  availability = { at: Date.now(), value: await fetchMeetingAvailability() };
}
