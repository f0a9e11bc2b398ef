import { describe, expect, it } from "vitest";
import { fillText } from "../../lib/chat-labels.ts";
import { validateLead } from "../leads/lead-validation.ts";
import { LEAD_LABELS, emailMessage, fieldMessage } from "../leads/lead-labels.fixture.ts";
import type { FlowEnv, FlowKind, FlowResult, FlowState, SubmitEffect } from "./flow-types.ts";
import { IDLE, flowReducer, isCancel } from "./flows.ts";
import { BUSINESS, QUICK_ACTIONS, CHAT_LABELS } from "./chat-context.fixture.ts";

function env(now: () => Date = () => new Date("2025-12-01T15:00:00Z")): FlowEnv {
  let n = 0;
  return { labels: CHAT_LABELS, leadLabels: LEAD_LABELS, business: BUSINESS, now, id: () => `key-${++n}` };
}

function run(kind: FlowKind, inputs: string[], e: FlowEnv = env()) {
  let r = flowReducer(IDLE, { type: "start", flow: kind }, e);
  for (const text of inputs) r = flowReducer(r.state, { type: "input", text }, e);
  return r;
}

describe("flowReducer", () => {
  it("ignores input while idle", () => {
    expect(flowReducer(IDLE, { type: "input", text: "hello" }, env())).toEqual({ state: IDLE, replies: [], effects: [] });
  });
  it("stores names, mobiles, phones and links as typed", () => {
    expect(run("career", ["?", "call me maybe", "x@y.io", "my CV"]).effects[0]?.fields).toEqual({
      name: "?",
      mobile: "call me maybe",
      email: "x@y.io",
      resumeLink: "my CV",
    });
  });
  it.each<[FlowKind, number]>([
    ["career", 3],
    ["contact", 2],
    ["meeting", 2],
  ])("asks the %s email step (step %i) again, with the reason, when it cannot be stored", (kind, emailStep) => {
    const before = Array.from({ length: emailStep - 1 }, () => "answer");
    const asked = run(kind, before);
    const r = flowReducer(asked.state, { type: "input", text: "no email here" }, env());
    expect(r.replies).toEqual([{ text: `${emailMessage("spaces")}\n${asked.replies[0]?.text ?? ""}` }]);
    expect(r.state).toMatchObject({ flow: kind, step: emailStep, draft: asked.state.flow === kind ? asked.state.draft : {} });
  });
  it("keeps the weekdays shown even if the clock moves on before the answer", () => {
    let now = new Date("2025-12-01T15:00:00Z");
    const e = env(() => now);
    const listed = run("meeting", ["Ann", "ann@example.com"], e);
    now = new Date("2025-12-04T15:00:00Z");
    const picked = flowReducer(listed.state, { type: "input", text: "1" }, e);
    const state: FlowState = picked.state;
    expect(state.flow === "meeting" && state.draft.date?.isoDate).toBe("2025-12-02");
  });
  it("a submit result leaves the state alone", () => {
    const done = run("contact", ["Bo", "bo@example.com", "555"]);
    const effect = done.effects[0];
    if (!effect) throw new Error("no effect");
    expect(done.state).toMatchObject({ flow: "sending", effect });
    expect(flowReducer(done.state, { type: "submitted", effect }, env()).state).toEqual(IDLE);
  });
});

describe("helpers", () => {
  it("isCancel accepts the four words alone, any case", () => {
    expect(["cancel", "Stop", "EXIT!", " quit "].every(isCancel)).toBe(true);
    expect(["cancel my order", "stopwatch", "no"].some(isCancel)).toBe(false);
  });
  it("fillText fills known placeholders and leaves unknown ones", () => {
    expect(fillText("Hi {name}, {unknown}", { name: "Ann" })).toBe("Hi Ann, {unknown}");
  });
  it("content/chat.yaml's quick actions include the three flows", () => {
    expect(QUICK_ACTIONS.map((a) => a.id)).toEqual(expect.arrayContaining(["career", "contact", "meeting"]));
  });
});

/** The reason, in content/site.yaml's words, for a name over the 300 characters the lead rules allow. */
const NAME_TOO_LONG = fieldMessage(LEAD_LABELS.validation.tooLong, "name", { max: "300" });

/** Hostile-but-human answers: every one of them is something a person really types. */
const LONG_NAME = "Maria Fernanda de los Ángeles Rodríguez-Castellanos y Villaseñor de la Santísima Trinidad del Monte Carmelo (Mafe)";
const HUMAN: Record<FlowKind, string[][]> = {
  career: [
    ["Zoë Ångström 🚀", "call me maybe", "ZOE@EXAMPLE.COM.", "drive.google.com/file/d/abc/view"],
    ["山田 太郎", "n/a", "taro@example.jp", "linkedin.com/in/taro"],
    [LONG_NAME, "+91 98765 43210", "mafe@example.com", "www.example.com/cv.pdf"],
  ],
  contact: [
    ["محمد علي", "mohammed@example.com.", "+44 20 7946 0958"],
    ["Алексей 😀", "ALEXEY@EXAMPLE.RU", "call me maybe"],
  ],
  meeting: [
    ["Chloé Dubois-Lefèvre 🌸", "CHLOE@EXAMPLE.FR", "2", "10 am"],
    [LONG_NAME, "mafe@example.com.", "5", "5:45 PM"],
  ],
};

describe("hostile-but-human answers", () => {
  for (const [kind, sets] of Object.entries(HUMAN) as [FlowKind, string[][]][]) {
    for (const answers of sets) {
      it(`${kind}: ${answers.join(" / ").slice(0, 60)}… ends in a lead the server stores as sent`, () => {
        const r = run(kind, answers);
        const effect = r.effects[0];
        if (!effect) throw new Error(`no submit: ${JSON.stringify(r.replies)}`);
        const checked = validateLead(effect.kind, effect.fields, LEAD_LABELS);
        expect(checked.ok && checked.lead.fields).toEqual(effect.fields);
      });
    }
  }

  it("an underscore in the email's domain is asked again, then every answer is kept", () => {
    const e = env();
    let r = run("contact", ["Zoë", "zoe@my_company.com"], e);
    expect(r.replies[0]?.text).toBe(`${emailMessage("underscore")}\n${fillText(CHAT_LABELS.contactAskEmail, { name: "Zoë" })}`);
    r = flowReducer(r.state, { type: "input", text: "zoe@mycompany.com" }, e);
    r = flowReducer(r.state, { type: "input", text: "n/a" }, e);
    expect(r.effects[0]?.fields).toEqual({ name: "Zoë", email: "zoe@mycompany.com", phone: "n/a" });
  });

  it("a name over the bound says so and asks again", () => {
    const r = run("career", ["x".repeat(301)]);
    expect(r.replies[0]?.text).toBe(`${NAME_TOO_LONG}\n${CHAT_LABELS.careerAskName}`);
    expect(r.state).toMatchObject({ flow: "career", step: 1 });
  });
});

function sent(kind: FlowKind, answers: string[], e: FlowEnv): { result: FlowResult; effect: SubmitEffect } {
  const result = run(kind, answers, e);
  const effect = result.effects[0];
  if (!effect) throw new Error("no effect");
  return { result, effect };
}

describe("a lead the server did not store", () => {
  const offline = { type: "unavailable", reason: "network" } as const;

  it("out of reach: says it was not sent, keeps it, and 'yes' sends the same lead with the same key", () => {
    const e = env();
    const { result, effect } = sent("career", ["Ann", "n/a", "ann@example.com", "cv"], e);
    const failed = flowReducer(result.state, { type: "submitFailed", effect, failure: offline }, e);
    expect(failed.replies[0]?.text).toBe(fillText(CHAT_LABELS.submitNotSent, { reason: CHAT_LABELS.notSentNetwork }));
    expect(failed.state).toMatchObject({ flow: "unsent", effect });
    const other = flowReducer(failed.state, { type: "input", text: "what are your prices?" }, e);
    expect(other.replies).toEqual([{ text: CHAT_LABELS.resendWaiting }]);
    expect(other.effects).toEqual([]);
    for (const yes of ["yes", "Y", "send again", "retry"]) {
      const again = flowReducer(other.state, { type: "input", text: yes }, e);
      expect(again.effects, yes).toEqual([effect]);
      expect(again.state).toMatchObject({ flow: "sending", effect });
    }
  });

  it("busy and failing servers are named, and 'no' lets the lead go", () => {
    const e = env();
    const { result, effect } = sent("contact", ["Bo", "bo@example.com", "555"], e);
    const busy = flowReducer(result.state, { type: "submitFailed", effect, failure: { type: "unavailable", reason: "busy" } }, e);
    expect(busy.replies[0]?.text).toContain(CHAT_LABELS.notSentBusy);
    const down = flowReducer(result.state, { type: "submitFailed", effect, failure: { type: "unavailable", reason: "server" } }, e);
    expect(down.replies[0]?.text).toContain(CHAT_LABELS.notSentServer);
    const no = flowReducer(down.state, { type: "input", text: "no" }, e);
    expect(no).toEqual({ state: IDLE, replies: [{ text: CHAT_LABELS.resendDeclined }], effects: [] });
  });

  it("refused: asks the refused answer again with the reason, then sends at once with the other answers", () => {
    const e = env();
    const { result, effect } = sent("meeting", ["Kay", "kay@example.com", "1", "10 AM"], e);
    const reason = NAME_TOO_LONG;
    const refused = flowReducer(result.state, { type: "submitFailed", effect, failure: { type: "invalid", errors: { name: reason } } }, e);
    expect(refused.replies[0]?.text).toBe(`${reason}\n${CHAT_LABELS.meetingAskName}`);
    expect(refused.state).toMatchObject({ flow: "meeting", step: 1, fixing: true });
    const fixed = flowReducer(refused.state, { type: "input", text: "Kay J." }, e);
    expect(fixed.effects).toEqual([
      { ...effect, fields: { ...effect.fields, name: "Kay J." }, idempotencyKey: expect.any(String) as string },
    ]);
  });

  it("a page left mid-send offers to send the lead again rather than lose it", () => {
    const e = env();
    const { result, effect } = sent("contact", ["Bo", "bo@example.com", "555"], e);
    expect(flowReducer(result.state, { type: "input", text: "hello?" }, e).replies).toEqual([{ text: CHAT_LABELS.resendWaiting }]);
    expect(flowReducer(result.state, { type: "input", text: "yes" }, e).effects).toEqual([effect]);
  });
});
