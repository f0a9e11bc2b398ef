// The meeting flow with the company's calendar (docs/decisions/0470): full days marked and refused,
// busy times refused naming that day's free times, every earlier answer kept; without a calendar the
// same answers go through as they always did.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { ContentBundle } from "../../content/types.ts";
import { meetingHourValues } from "./business-hours.ts";
import {
  createChatState,
  handleEffectResult,
  handleQuickAction,
  handleUserInput,
  type ChatContext,
  type ChatState,
} from "../assistant/chat-engine.ts";
import { fillText } from "../../lib/chat-labels.ts";
import { businessInstant, describeFreeRanges, type MeetingAvailability } from "./meeting-free-times.ts";
import { BUSINESS, makeCtx } from "../assistant/chat-context.fixture.ts";

const bundle = JSON.parse(readFileSync(new URL("../../../.generated/content.json", import.meta.url), "utf8")) as ContentBundle;
const MEETING_LABELS = bundle.chat.meetingLabels;

// makeCtx's clock is Monday 1 December 2025, 10 AM New York: the five days are Tuesday 2 to Monday 8.
const at = (isoDate: string, minute: number) => businessInstant(isoDate, minute, BUSINESS.timeZone);
const availability: MeetingAvailability = {
  minutes: 30,
  bufferMinutes: 0,
  noticeMinutes: 0,
  busy: [
    // Tuesday is busy all day; Wednesday from 10 to 11 AM.
    { start: at("2025-12-02", 0), end: at("2025-12-03", 0) },
    { start: at("2025-12-03", 600), end: at("2025-12-03", 660) },
  ],
};

function talk(ctx: ChatContext, inputs: string[]): { state: ChatState; last: string } {
  let result = handleQuickAction(createChatState(), "meeting", ctx);
  for (const input of inputs) result = handleUserInput(result.state, input, ctx);
  return { state: result.state, last: result.messages.filter((m) => m.isBot).at(-1)?.text ?? "" };
}

const withCalendar = () => makeCtx(undefined, { calendar: { availability: () => availability, labels: MEETING_LABELS } });

describe("the meeting flow with a calendar", () => {
  it("marks the full day in the list of five and refuses it, keeping the list", () => {
    const listed = talk(withCalendar(), ["Alan Turing", "alan@example.com"]);
    expect(listed.last).toContain(`1. Tuesday, December 2${MEETING_LABELS.meetingDayFull}`);
    expect(listed.last).not.toContain(`2. Wednesday, December 3${MEETING_LABELS.meetingDayFull}`);
    const refused = talk(withCalendar(), ["Alan Turing", "alan@example.com", "1"]);
    expect(refused.last).toBe(
      fillText(MEETING_LABELS.meetingDayFullChosen, { ...meetingHourValues(BUSINESS), date: "Tuesday, December 2" }),
    );
    expect(refused.state.flow).toMatchObject({ flow: "meeting", step: 3, draft: { name: "Alan Turing", email: "alan@example.com" } });
  });

  it("refuses a busy time naming the day's free times, keeps every answer, then takes a free time", () => {
    const refused = talk(withCalendar(), ["Alan Turing", "alan@example.com", "2", "10:15 AM"]);
    const free = describeFreeRanges([
      { from: 540, to: 570 },
      { from: 660, to: 1080 },
    ]);
    const values = { ...meetingHourValues(BUSINESS), date: "Wednesday, December 3", time: "10:15 AM", free };
    expect(refused.last).toBe(fillText(MEETING_LABELS.meetingTimeTaken, values));
    expect(refused.state.flow).toMatchObject({ flow: "meeting", step: 4, draft: { name: "Alan Turing", date: { isoDate: "2025-12-03" } } });
    const booked = talk(withCalendar(), ["Alan Turing", "alan@example.com", "2", "10:15 AM", "11 AM"]);
    expect(booked.state.flow).toMatchObject({
      flow: "sending",
      effect: { fields: { meetingDate: "2025-12-03", meetingTime: "11:00 AM" } },
    });
  });

  it("leaves a day that filled up meanwhile to the server, whose refusal goes back to the list of days", () => {
    let current = availability;
    const ctx = makeCtx(undefined, { calendar: { availability: () => current, labels: MEETING_LABELS } });
    const asked = talk(ctx, ["Alan Turing", "alan@example.com", "2"]);
    // Wednesday fills while the visitor reads the time question: no "Free times that day: ." is said.
    current = { ...availability, busy: [...availability.busy, { start: at("2025-12-03", 0), end: at("2025-12-04", 0) }] };
    const sent = handleUserInput(asked.state, "11 AM", ctx);
    if (sent.state.flow.flow !== "sending") throw new Error("the time was not sent to the server");
    const full = fillText(MEETING_LABELS.meetingDayFullChosen, { ...meetingHourValues(BUSINESS), date: "Wednesday, December 3" });
    const failure = { type: "invalid", errors: { meetingDate: full } } as const;
    const back = handleEffectResult(sent.state, sent.state.flow.effect, { ok: false, failure }, ctx);
    expect(back.messages.at(-1)?.text).toContain(full);
    expect(back.state.flow).toMatchObject({ flow: "meeting", step: 3 });
  });

  it("books as specified while the calendar has not answered, and without a calendar", () => {
    const notYet = makeCtx(undefined, { calendar: { availability: () => undefined, labels: MEETING_LABELS } });
    for (const ctx of [notYet, makeCtx()]) {
      const listed = talk(ctx, ["Alan Turing", "alan@example.com"]);
      expect(listed.last).not.toContain(MEETING_LABELS.meetingDayFull);
      const booked = talk(ctx, ["Alan Turing", "alan@example.com", "1", "10 AM"]);
      expect(booked.state.flow).toMatchObject({
        flow: "sending",
        effect: { fields: { meetingDate: "2025-12-02", meetingTime: "10:00 AM" } },
      });
    }
  });
});

describe("the confirmation in the visitor's own time", () => {
  function confirm(ctx: ChatContext): string {
    const booked = talk(ctx, ["Alan Turing", "alan@example.com", "2", "11 AM"]);
    if (booked.state.flow.flow !== "sending") throw new Error("the meeting flow did not finish");
    return handleEffectResult(booked.state, booked.state.flow.effect, { ok: true }, ctx).messages[0]?.text ?? "";
  }

  it("adds the visitor's date and time when their zone shows another time", () => {
    const ctx = makeCtx(undefined, {
      visitorTimeZone: "Asia/Singapore",
      calendar: { availability: () => availability, labels: MEETING_LABELS },
    });
    // 11 AM in New York on Wednesday 3 December 2025 is midnight in Singapore, on Thursday the 4th.
    const own = fillText(MEETING_LABELS.meetingVisitorTime, {
      date: "Thursday, December 4",
      time: "12:00 AM",
      visitorZone: "Singapore Standard Time",
    });
    expect(confirm(ctx)).toContain(own);
  });

  it("gives the calendar file the calendar's meeting length", () => {
    const ctx = makeCtx(undefined, { calendar: { availability: () => ({ ...availability, minutes: 45 }), labels: MEETING_LABELS } });
    const booked = talk(ctx, ["Alan Turing", "alan@example.com", "2", "11 AM"]);
    if (booked.state.flow.flow !== "sending") throw new Error("the meeting flow did not finish");
    const action = handleEffectResult(booked.state, booked.state.flow.effect, { ok: true }, ctx).messages[0]?.action;
    expect(action).toMatchObject({ type: "download-ics", meeting: { durationMinutes: 45 } });
  });

  it("adds nothing when the visitor's clock shows the company's time, or without a calendar", () => {
    const sameClock = makeCtx(undefined, {
      visitorTimeZone: "America/Toronto",
      calendar: { availability: () => availability, labels: MEETING_LABELS },
    });
    const noCalendar = makeCtx(undefined, { visitorTimeZone: "Asia/Singapore" });
    const plain = confirm(makeCtx());
    for (const ctx of [sameClock, noCalendar]) expect(confirm(ctx)).toBe(plain);
  });
});
