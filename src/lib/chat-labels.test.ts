import { describe, expect, it } from "vitest";
import {
  applyServerReply,
  createChatState,
  handleEffectResult,
  handleQuickAction,
  handleUserInput,
  instantReply,
  startConversation,
  type ChatContext,
  type ChatState,
  type EngineResult,
  type SubmitOutcome,
} from "../features/assistant/chat-engine.ts";
import { LABEL_PLACEHOLDERS, type ChatLabels } from "./chat-labels.ts";
import type { KnowledgeItem } from "../content/chat-data-shape.ts";
import { buildMeetingIcs } from "../features/meetings/meeting-ics.ts";
import { makeCtx } from "../features/assistant/chat-context.fixture.ts";

/**
 * Probe labels: each is its own name followed by every placeholder LABEL_PLACEHOLDERS allows it. The
 * no-match and AI labels keep the offer phrases, so that 'yes' and 'no' still work on them.
 */
const PROBE = Object.fromEntries(
  Object.entries(LABEL_PLACEHOLDERS).map(([key, names]) => {
    const offers = key === "noMatch" || key === "aiFollowUp" || key === "honestAnswer" ? " contact form, Schedule a meeting?" : "";
    return [key, `${key}:${names.map((name) => ` {${name}}`).join("")}${offers}`];
  }),
) as unknown as ChatLabels;

const STORED: SubmitOutcome = { ok: true };
const unavailable = (reason: "network" | "server" | "busy"): SubmitOutcome => ({ ok: false, failure: { type: "unavailable", reason } });

/** Plays every situation the assistant speaks in, and returns all it said: messages, link and button labels, the calendar file. */
function everythingSaid(ctx: ChatContext): string[] {
  const said: string[] = [];
  const keep = (result: EngineResult) => {
    for (const message of result.messages.filter((m) => m.isBot)) said.push(message.text, message.action?.label ?? "");
    return result;
  };
  const talk = (state: ChatState, inputs: string[]) =>
    inputs.reduce((current, text) => keep(handleUserInput(current, text, ctx)).state, state);
  const flow = (id: string, inputs: string[]) => {
    const state = talk(keep(handleQuickAction(createChatState(), id, ctx)).state, inputs);
    const effect = state.flow.flow === "sending" ? state.flow.effect : undefined;
    if (!effect) throw new Error(`the ${id} flow did not finish`);
    return { state, effect };
  };

  keep(startConversation(ctx));
  const noMatch = keep(handleUserInput(createChatState(), "Do you sponsor marathons?", ctx));
  talk(noMatch.state, ["hello", "thanks", "ok", "Do you sponsor marathons?", "no"]);
  for (const message of applyServerReply(noMatch, { source: "ai", text: "We do not.", relatedPages: [] }, ctx).messages)
    said.push(message.text, message.action?.label ?? "");
  talk(keep(handleQuickAction(createChatState(), "contact", ctx)).state, ["cancel"]);
  // The widget's own answer when the server does not answer in time: worded as the closest the site says.
  for (const message of instantReply(handleUserInput(createChatState(), "cloud", ctx), ctx).messages) said.push(message.text);
  // A weak match that lacks what was asked: 'google' is only in the cloud item's text, 'advice' elsewhere.
  keep(handleUserInput(createChatState(), "google advice", ctx));
  keep(handleUserInput(createChatState(), "cloud", { ...ctx, items: [{ keywords: null } as unknown as KnowledgeItem] }));

  const career = flow("career", ["Ada Lovelace", "+1 214 555 0199", "ada@example.com", "https://example.com/ada.pdf"]);
  keep(handleEffectResult(career.state, career.effect, STORED, ctx));
  for (const reason of ["server", "busy"] as const) keep(handleEffectResult(career.state, career.effect, unavailable(reason), ctx));
  const offline = keep(handleEffectResult(career.state, career.effect, unavailable("network"), ctx));
  talk(offline.state, ["maybe later", "no"]);

  const contact = flow("contact", ["Grace Hopper", "grace@example.com", "214-555-0100"]);
  keep(handleEffectResult(contact.state, contact.effect, STORED, ctx));

  const meeting = flow("meeting", ["Alan Turing", "alan@example.com", "9", "1", "8 AM", "9 PM", "10 AM"]);
  const booked = keep(handleEffectResult(meeting.state, meeting.effect, STORED, ctx)).messages[0]?.action;
  if (booked?.type !== "download-ics") throw new Error("no calendar file offered");
  const organizer = { name: "Acme IT", email: "hello@acme.example" };
  const ics = buildMeetingIcs({ ...booked.meeting, organizer, now: new Date(0), business: ctx.business, labels: ctx.labels });
  said.push(ics.replace(/\r\n[ \t]/g, ""));
  return said;
}

describe("the assistant's labels", () => {
  const said = everythingSaid(makeCtx(undefined, { labels: PROBE })).join("\n");

  it("are all spoken: every text of content/chat.yaml has a place in a conversation", () => {
    for (const key of Object.keys(LABEL_PLACEHOLDERS)) expect(said, key).toContain(`${key}:`);
  });

  it("have every placeholder they may use filled in, so none reaches a visitor in braces", () => {
    expect(said.match(/\{\w+\}/g) ?? []).toEqual([]);
  });
});
