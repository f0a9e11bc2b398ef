import { describe, expect, it } from "vitest";
import { DEFAULT_QUICK_ACTIONS, DEFAULT_TEXTS, fillText } from "./default-texts.ts";
import { looksLikeEmail } from "./flow-definitions.ts";
import type { FlowEnv, FlowKind, FlowState } from "./flow-types.ts";
import { IDLE, flowReducer, isCancel } from "./flows.ts";
import { offeredFlow } from "./offers.ts";

function env(now: () => Date = () => new Date("2025-12-01T15:00:00Z")): FlowEnv {
  let n = 0;
  return { texts: DEFAULT_TEXTS, now, id: () => `key-${++n}` };
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
  it("does not validate names, mobiles, phones or links (specification)", () => {
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
  ])("re-asks the %s email step (step %i) when it is clearly not an email", (kind, emailStep) => {
    const before = Array.from({ length: emailStep - 1 }, () => "answer");
    const r = run(kind, [...before, "no email here"]);
    expect(r.replies).toEqual([{ text: DEFAULT_TEXTS.invalidEmail }]);
    expect(r.state).toMatchObject({ flow: kind, step: emailStep });
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
    expect(done.state).toEqual(IDLE);
    expect(flowReducer(done.state, { type: "submitted", effect }, env()).state).toBe(done.state);
  });
});

describe("helpers", () => {
  it("isCancel accepts the four words alone, any case", () => {
    expect(["cancel", "Stop", "EXIT!", " quit "].every(isCancel)).toBe(true);
    expect(["cancel my order", "stopwatch", "no"].some(isCancel)).toBe(false);
  });
  it("looksLikeEmail is loose but catches obvious non-emails", () => {
    expect(["a@b.co", "first.last+tag@sub.example.org"].every(looksLikeEmail)).toBe(true);
    expect(["", "a@b", "a b@c.com", "grace at example.com", "@example.com", "a@b.c"].some(looksLikeEmail)).toBe(false);
  });
  it("fillText fills known placeholders and leaves unknown ones", () => {
    expect(fillText("Hi {name}, {unknown}", { name: "Ann" })).toBe("Hi Ann, {unknown}");
  });
  it("default texts keep the phrases the yes/no rule depends on", () => {
    expect(DEFAULT_TEXTS.noMatch).toContain("contact form");
    expect(offeredFlow(DEFAULT_TEXTS.noMatch)).toBe("meeting");
    expect(DEFAULT_TEXTS.careerSuccess).toContain("2-3 days");
    expect(DEFAULT_TEXTS.contactSuccess).toContain("24 hours");
    expect(DEFAULT_TEXTS.meetingSuccess).toContain("calendar invite");
    expect(DEFAULT_TEXTS.meetingSuccess).toContain(".ics");
  });
  it("default quick actions include the three flows", () => {
    expect(DEFAULT_QUICK_ACTIONS.map((a) => a.id)).toEqual(expect.arrayContaining(["career", "contact", "meeting"]));
  });
});
