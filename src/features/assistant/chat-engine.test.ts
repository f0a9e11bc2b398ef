import { describe, expect, it } from "vitest";
import {
  applyServerReply,
  asksServer,
  createChatState,
  handleEffectResult,
  handleQuickAction,
  handleUserInput,
  instantReply,
  startConversation,
} from "./chat-engine.ts";
import type { ChatContext, ChatState } from "./chat-engine.ts";
import { meetingHourValues } from "../meetings/business-hours.ts";
import { fillText } from "../../lib/chat-labels.ts";
import type { Effect } from "./flow-types.ts";
import type { ChatMessage } from "./knowledge-types.ts";
import { BUSINESS, CLOUD, CONTACT, CHAT_LABELS, makeCtx, questionActionId, quickQuestion } from "./chat-context.fixture.ts";
import { emailMessage } from "../leads/lead-labels.fixture.ts";

const T = CHAT_LABELS;
/** A quick action of content/chat.yaml that asks a question rather than starting a flow. */
const ASK = questionActionId();
/** {opens}, {closes} and {zone} of the fixture's business hours. */
const HOURS = meetingHourValues(BUSINESS);
const STORED = { ok: true } as const;
const OFFLINE = { ok: false, failure: { type: "unavailable", reason: "network" } } as const;
const NOT_SENT_OFFLINE = fillText(T.submitNotSent, { reason: T.notSentNetwork });
/** The reason the shared field rules give for an email without an @. */
const NO_AT = emailMessage("noAt");

/** Feeds visitor lines one by one, collecting everything the engine produced. */
function converse(ctx: ChatContext, inputs: string[], start: ChatState = createChatState()) {
  let state = start;
  const messages: ChatMessage[] = [];
  const effects: Effect[] = [];
  for (const text of inputs) {
    const r = handleUserInput(state, text, ctx);
    state = r.state;
    messages.push(...r.messages);
    effects.push(...r.effects);
  }
  return { state, messages, effects, bot: messages.filter((m) => m.isBot).map((m) => m.text) };
}

describe("engine basics", () => {
  it("opens with the welcome message", () => {
    const r = startConversation(makeCtx());
    expect(r.messages).toEqual([{ id: "id-1", text: T.welcome, isBot: true, timestamp: "2025-12-01T15:00:00.000Z" }]);
    expect(r.state).toEqual({ flow: { flow: "idle" }, lastBotText: T.welcome });
  });
  it("ignores empty input", () => {
    const state = createChatState();
    expect(handleUserInput(state, "   ", makeCtx())).toEqual({ state, messages: [], effects: [] });
  });
  it("trims input and stamps messages with injected ids and time", () => {
    const r = handleUserInput(createChatState(), "  hello  ", makeCtx());
    expect(r.messages).toEqual([
      { id: "id-1", text: "hello", isBot: false, timestamp: "2025-12-01T15:00:00.000Z" },
      { id: "id-2", text: T.greeting, isBot: true, timestamp: "2025-12-01T15:00:00.000Z" },
    ]);
    expect(r.replyKind).toBe("greeting");
  });
  it("answers from the knowledge base with related pages", () => {
    const r = handleUserInput(createChatState(), "cloud", makeCtx());
    expect(r.messages[1]?.relatedPages).toEqual([{ title: CLOUD.title, url: CLOUD.url }]);
    expect(r.replyKind).toBe("answer");
  });
  it("a non-flow quick action asks its question", () => {
    const r = handleQuickAction(createChatState(), ASK, makeCtx());
    expect(r.messages[0]).toMatchObject({ text: quickQuestion(ASK), isBot: false });
    expect(r.messages[1]?.isBot).toBe(true);
  });
  it("an unknown quick action does nothing", () => {
    const state = createChatState();
    expect(handleQuickAction(state, "nope", makeCtx())).toEqual({ state, messages: [], effects: [] });
  });
  it("an exception anywhere gives the replyError text and keeps the state", () => {
    const labels = { ...T };
    Object.defineProperty(labels, "careerAskName", {
      get() {
        throw new Error("boom");
      },
    });
    const state = createChatState();
    const r = handleQuickAction(state, "career", makeCtx(undefined, { labels }));
    expect(r.messages.map((m) => m.text)).toEqual([quickQuestion("career"), T.replyError]);
    expect(r.state.flow).toEqual(state.flow);
    expect(r.replyKind).toBe("error");
  });
});

describe("career flow", () => {
  const answers = ["Ada Lovelace", "+1 214 555 0199", "not-an-email", "ada@example.com", "https://drive.example/ada.pdf"];

  it("runs name, mobile, email (asked again with the reason when it cannot be stored), resume link, then submits", () => {
    const ctx = makeCtx();
    const first = handleQuickAction(createChatState(), "career", ctx);
    expect(first.messages.map((m) => m.text)).toEqual([quickQuestion("career"), T.careerAskName]);
    expect(first.state.flow).toMatchObject({ flow: "career", step: 1 });
    const r = converse(ctx, answers, first.state);
    expect(r.bot).toEqual([
      fillText(T.careerAskMobile, { name: "Ada Lovelace" }),
      fillText(T.careerAskEmail, { name: "Ada Lovelace" }),
      `${NO_AT}\n${fillText(T.careerAskEmail, { name: "Ada Lovelace" })}`,
      fillText(T.careerAskResume, { name: "Ada Lovelace" }),
    ]);
    expect(r.effects).toEqual([
      {
        type: "submit",
        kind: "career",
        fields: { name: "Ada Lovelace", mobile: "+1 214 555 0199", email: "ada@example.com", resumeLink: "https://drive.example/ada.pdf" },
        idempotencyKey: "id-12",
      },
    ]);
    expect(r.state.flow).toMatchObject({ flow: "sending", effect: r.effects[0] });
  });

  it("starts from 'yes' to a message containing 'Fill out form', and reports success or failure", () => {
    const ctx = makeCtx();
    const r = converse(ctx, ["jobs", "Yes", ...answers.filter((a) => a !== "not-an-email")]);
    expect(r.bot[0]).toContain("Fill out form");
    expect(r.bot[1]).toBe(T.careerAskName);
    const effect = r.effects[0];
    if (!effect) throw new Error("no effect");
    const ok = handleEffectResult(r.state, effect, STORED, ctx);
    expect(ok.messages.map((m) => m.text)).toEqual([fillText(T.careerSuccess, { ...effect.fields })]);
    expect(ok.state.flow).toEqual({ flow: "idle" });
    const failed = handleEffectResult(r.state, effect, OFFLINE, ctx);
    expect(failed.messages.map((m) => m.text)).toEqual([NOT_SENT_OFFLINE]);
  });
});

describe("a lead waiting to be sent again", () => {
  it("is not dropped by a quick action: the offer to send it comes first", () => {
    const ctx = makeCtx();
    const r = converse(ctx, ["Grace", "grace@example.com", "n/a"], handleQuickAction(createChatState(), "contact", ctx).state);
    const effect = r.effects[0];
    if (!effect) throw new Error("no effect");
    const failed = handleEffectResult(r.state, effect, OFFLINE, ctx);
    const clicked = handleQuickAction(failed.state, ASK, ctx);
    expect(clicked.messages.map((m) => m.text)).toEqual([quickQuestion(ASK), T.resendWaiting]);
    expect(clicked.state.flow).toMatchObject({ flow: "unsent", effect });
    expect(handleUserInput(clicked.state, "yes", ctx).effects).toEqual([effect]);
  });
});

describe("contact flow", () => {
  it("starts from 'y' to a 'contact form' prompt and submits name, email, phone", () => {
    const ctx = makeCtx();
    const start: ChatState = { flow: { flow: "idle" }, lastBotText: "Prefer writing? Use our contact form." };
    const r = converse(ctx, [" y ", "Grace Hopper", "grace@example.com", "214-555-0100"], start);
    expect(r.bot).toEqual([
      T.contactAskName,
      fillText(T.contactAskEmail, { name: "Grace Hopper" }),
      fillText(T.contactAskPhone, { name: "Grace Hopper" }),
    ]);
    expect(r.effects).toEqual([
      {
        type: "submit",
        kind: "chat-contact",
        fields: { name: "Grace Hopper", email: "grace@example.com", phone: "214-555-0100" },
        idempotencyKey: "id-8",
      },
    ]);
    const effect = r.effects[0];
    if (!effect) throw new Error("no effect");
    expect(handleEffectResult(r.state, effect, STORED, ctx).messages[0]?.text).toBe(fillText(T.contactSuccess, { ...effect.fields }));
    expect(handleEffectResult(r.state, effect, OFFLINE, ctx).messages[0]?.text).toBe(NOT_SENT_OFFLINE);
  });
  it("asks a wrong email again with the reason and the same question", () => {
    const r = converse(makeCtx(), ["Grace", "grace at example"], handleQuickAction(createChatState(), "contact", makeCtx()).state);
    const question = fillText(T.contactAskEmail, { name: "Grace" });
    expect(r.bot).toEqual([question, `${emailMessage("spaces")}\n${question}`]);
    expect(r.state.flow).toMatchObject({ flow: "contact", step: 2 });
  });
});

describe("meeting flow", () => {
  it("starts from 'yes' to the no-match answer, validates date and time, submits", () => {
    const ctx = makeCtx();
    const r = converse(ctx, ["Do you sponsor marathons?", "yes", "Alan Turing", "alan@example.com", "7", "3", "8 AM", "9 PM", "2:30 pm"]);
    expect(r.bot[0]).toBe(fillText(T.noMatch, CONTACT));
    const days = "1. Tuesday, December 2\n2. Wednesday, December 3\n3. Thursday, December 4\n4. Friday, December 5\n5. Monday, December 8";
    expect(r.bot.slice(1)).toEqual([
      T.meetingAskName,
      fillText(T.meetingAskEmail, { name: "Alan Turing" }),
      fillText(T.meetingAskDate, { ...HOURS, name: "Alan Turing", slots: days }),
      fillText(T.invalidDayChoice, HOURS),
      fillText(T.meetingAskTime, { ...HOURS, name: "Alan Turing", date: "Thursday, December 4" }),
      fillText(T.invalidTimeFormat, HOURS),
      fillText(T.timeOutOfRange, HOURS),
    ]);
    expect(r.effects).toEqual([
      {
        type: "submit",
        kind: "meeting",
        fields: { name: "Alan Turing", email: "alan@example.com", meetingDate: "2025-12-04", meetingTime: "2:30 PM" },
        idempotencyKey: "id-18",
      },
    ]);
    const effect = r.effects[0];
    if (!effect) throw new Error("no effect");
    const ok = handleEffectResult(r.state, effect, STORED, ctx).messages[0];
    expect(ok?.text).toBe(
      fillText(T.meetingSuccess, {
        ...HOURS,
        name: "Alan Turing",
        email: "alan@example.com",
        date: "Thursday, December 4",
        time: "2:30 PM",
      }),
    );
    expect(ok?.action).toEqual({
      type: "download-ics",
      label: T.meetingIcsLabel,
      meeting: {
        name: "Alan Turing",
        email: "alan@example.com",
        isoDate: "2025-12-04",
        dateLabel: "Thursday, December 4",
        hour24: 14,
        minute: 30,
        timeLabel: "2:30 PM",
      },
    });
    expect(handleEffectResult(r.state, effect, OFFLINE, ctx).messages[0]?.text).toBe(NOT_SENT_OFFLINE);
  });
  it("offers the days and hours of the business time zone and opening hours it is given", () => {
    // Friday 2026-01-30 03:00Z: Thursday evening in New York (tomorrow: Friday), Friday noon in Tokyo (tomorrow: Monday).
    const friday = new Date("2026-01-30T03:00:00Z");
    const tokyo = { timeZone: "Asia/Tokyo", zoneName: "Japan Time", opens: "10:00", closes: "16:00" };
    const firstDay = (ctx: ChatContext) => {
      const r = converse(ctx, ["A", "a@example.com", "1"], handleQuickAction(createChatState(), "meeting", ctx).state);
      return r.state.flow.flow === "meeting" ? r.state.flow.draft.date?.isoDate : undefined;
    };
    expect(firstDay(makeCtx(friday))).toBe("2026-01-30");
    const inTokyo = makeCtx(friday, { business: tokyo });
    expect(firstDay(inTokyo)).toBe("2026-02-02");
    const asked = converse(inTokyo, ["A", "a@example.com", "1", "11 PM"], handleQuickAction(createChatState(), "meeting", inTokyo).state);
    expect(asked.bot.at(-1)).toBe(fillText(T.timeOutOfRange, { opens: "10 AM", closes: "4 PM", zone: "Japan Time" }));
  });
  it("from a Friday offers Monday to Friday of next week", () => {
    const ctx = makeCtx(new Date("2025-12-05T15:00:00Z"));
    const r = converse(ctx, ["A", "a@example.com"], handleQuickAction(createChatState(), "meeting", ctx).state);
    expect(r.bot[1]).toContain("1. Monday, December 8\n");
    expect(r.bot[1]).toContain("5. Friday, December 12");
  });
});

describe("leaving and declining", () => {
  it.each(["cancel", "STOP", " exit ", "quit."])("%j leaves any flow with nothing sent", (word) => {
    for (const id of ["career", "contact", "meeting"]) {
      const ctx = makeCtx();
      const started = handleQuickAction(createChatState(), id, ctx);
      const r = converse(ctx, ["Someone", word], started.state);
      expect(r.bot.at(-1)).toBe(T.flowCancelled);
      expect(r.effects).toEqual([]);
      expect(r.state.flow).toEqual({ flow: "idle" });
    }
  });
  it("'no' declines an offer; a later 'yes' has nothing to accept", () => {
    const r = converse(makeCtx(), ["Do you sponsor marathons?", "n", "yes"]);
    expect(r.bot.slice(1)).toEqual([T.declined, T.acknowledge]);
    expect(r.state.flow).toEqual({ flow: "idle" });
    expect(r.effects).toEqual([]);
  });
  it("'yes' after a message without an offer is just acknowledged", () => {
    const r = converse(makeCtx(), ["hello", "yes"]);
    expect(r.bot).toEqual([T.greeting, T.acknowledge]);
  });
  it("a question quick action during a flow leaves the flow and answers", () => {
    const ctx = makeCtx();
    const career = handleQuickAction(createChatState(), "career", ctx);
    const r = handleQuickAction(career.state, ASK, ctx);
    expect(r.state.flow).toEqual({ flow: "idle" });
    // Answered by reply selection (its question, whatever chat.yaml words it, is not a name).
    expect(r.replyKind).toBeDefined();
  });
  it("a flow quick action during another flow starts the new flow", () => {
    const ctx = makeCtx();
    const career = handleQuickAction(createChatState(), "career", ctx);
    const meeting = handleQuickAction(career.state, "meeting", ctx);
    expect(meeting.state.flow).toMatchObject({ flow: "meeting", step: 1 });
  });
});

describe("the server's answer (docs/decisions/0481)", () => {
  it("is asked for every reply of the search, not for small talk or a flow's step", () => {
    expect(asksServer(handleUserInput(createChatState(), "Tell me a joke", makeCtx()))).toBe(true);
    expect(asksServer(handleUserInput(createChatState(), "jobs", makeCtx()))).toBe(true);
    expect(asksServer(handleUserInput(createChatState(), "cloud", makeCtx()))).toBe(true);
    expect(asksServer(handleUserInput(createChatState(), "hi", makeCtx()))).toBe(false);
    const inFlow = handleQuickAction(createChatState(), "contact", makeCtx());
    expect(asksServer(handleUserInput(inFlow.state, "Ada Lovelace", makeCtx()))).toBe(false);
  });
  it("the site's answer replaces the local reply as it is, and a 'yes' answers its offer", () => {
    const ctx = makeCtx();
    const local = handleUserInput(createChatState(), "jobs", ctx);
    const offer = `We hire in Dallas. ${T.noMatch}`;
    const { state, messages } = applyServerReply(
      local,
      { source: "site", kind: "answer", text: offer, more: "Six roles are open.", relatedPages: [{ title: "Careers", url: "/careers" }] },
      ctx,
    );
    expect(messages.map((m) => m.text)).toEqual([offer]);
    expect(messages[0]).toMatchObject({ more: "Six roles are open.", relatedPages: [{ title: "Careers", url: "/careers" }] });
    expect(state.lastBotText).toBe(offer);
  });
  it("the AI's answer links the page it used and keeps the contact offers under it; 'yes' books a meeting", () => {
    const ctx = makeCtx();
    const local = handleUserInput(createChatState(), "jobs", ctx);
    const used = { title: "Careers", url: "/careers" };
    const { state, messages } = applyServerReply(
      local,
      { source: "ai", text: "We hire cloud engineers in Dallas.", relatedPages: [used] },
      ctx,
    );
    expect(messages.map((m) => m.text)).toEqual([
      "We hire cloud engineers in Dallas.",
      fillText(T.aiFollowUp, { email: CONTACT.email, phone: CONTACT.phone }),
    ]);
    expect(messages[0]?.relatedPages).toEqual([used]);
    expect(messages[1]?.action).toMatchObject({ type: "link", url: "/contact" });
    expect(handleUserInput(state, "yes", ctx).state.flow).toMatchObject({ flow: "meeting", step: 1 });
  });
});

describe("a request in free text (docs/decisions/0264)", () => {
  it("'call me back' offers the contact form, and 'yes' starts it", () => {
    const callback = {
      title: "Call you back",
      content: "We call you back. Would you like to fill in our contact form here in the chat? (yes/no)",
      url: "/contact",
      category: "Contact",
      keywords: [],
      intent: "callback" as const,
    };
    const ctx = makeCtx(undefined, { items: [...makeCtx().items, callback] });
    const offered = handleUserInput(createChatState(), "Could someone call me back please?", ctx);
    expect(offered.messages.at(-1)?.text).toBe(callback.content);
    const started = handleUserInput(offered.state, "yes", ctx);
    expect(started.state.flow.flow).toBe("contact");
  });
});

describe("instantReply (the widget's own answer when the server is late)", () => {
  it("words an answer as the closest results: quoted with its page, its pages kept, a 'yes' books a meeting", () => {
    const ctx = makeCtx();
    const local = handleUserInput(createChatState(), "cloud", ctx);
    expect(local.replyKind).toBe("answer");
    const answer = local.messages.at(-1)!;
    const { state, messages } = instantReply(local, ctx);
    expect(messages).toHaveLength(1);
    const shown = messages[0]!;
    expect(shown.text.startsWith(T.closestResults)).toBe(true);
    expect(shown.text).toContain(`“${answer.text}” (${CLOUD.title})`);
    expect(shown.text.endsWith(fillText(T.aiFollowUp, CONTACT))).toBe(true);
    expect(shown.relatedPages).toEqual(answer.relatedPages);
    expect(shown.action).toMatchObject({ type: "link", url: "/contact" });
    expect(state.lastBotText).toBe(shown.text);
    expect(handleUserInput(state, "yes", ctx).state.flow).toMatchObject({ flow: "meeting", step: 1 });
  });

  it("words a weak answer as results too", () => {
    const ctx = makeCtx();
    const local = handleUserInput(createChatState(), "jobs", ctx);
    expect(local.replyKind).toBe("weak-answer");
    const { messages } = instantReply(local, ctx);
    expect(messages.at(-1)?.text.startsWith(T.closestResults)).toBe(true);
    expect(messages.at(-1)?.text).toContain(local.messages.at(-1)?.text);
  });

  it.each([
    ["hello", "greeting"],
    ["cloud security", "honest"],
    ["Do you sponsor marathons?", "no-match"],
  ])("leaves any other reply as it was: %j, %s", (text, kind) => {
    const ctx = makeCtx();
    const local = handleUserInput(createChatState(), text, ctx);
    expect(local.replyKind).toBe(kind);
    expect(instantReply(local, ctx)).toEqual({ state: local.state, messages: local.messages.filter((m) => m.isBot) });
  });
});
