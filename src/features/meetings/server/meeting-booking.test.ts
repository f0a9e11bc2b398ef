// How the lead service treats a meeting with a calendar: a suspect lead holds
// nothing, a store that cannot say what is held is a storing failure (never a false "booked"); a slot the
// site does not offer is refused before anything, calendar or not (docs/decisions/0476).
import { describe, expect, it } from "vitest";
import { LEAD_LABELS } from "../../leads/lead-labels.fixture.ts";
import { createLeadService } from "../../leads/server/lead-service.server.ts";
import { openSqliteLeadStore } from "../../leads/server/sqlite-lead-store.server.ts";
import type { MeetingService } from "./meeting-service.server.ts";

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const fields = { name: "Ada Lovelace", email: "ada@example.com", meetingDate: "2030-01-07", meetingTime: "10 AM" };

function booker(prepare: MeetingService["prepare"]): Pick<MeetingService, "prepare" | "refusal"> {
  return { prepare, refusal: async () => ({ meetingTime: "taken" }) };
}

describe("a meeting lead with a calendar", () => {
  it("is a storing failure when its time cannot be checked", async () => {
    const store = openSqliteLeadStore(":memory:");
    const leads = createLeadService({
      store,
      leadLabels: LEAD_LABELS,
      logger: quiet,
      meetings: booker(() => Promise.reject(new Error("down"))),
    });
    expect(await leads.submit("meeting", fields)).toEqual({ status: "error" });
    expect(await store.list()).toEqual([]);
    await store.close();
  });

  it("holds nothing and asks nothing of the calendar when it looks automated", async () => {
    const store = openSqliteLeadStore(":memory:");
    let asked = 0;
    const leads = createLeadService({
      store,
      leadLabels: LEAD_LABELS,
      logger: quiet,
      meetings: booker(async () => {
        asked++;
        return { ok: false, errors: { meetingTime: "taken" } };
      }),
    });
    expect(await leads.submit("meeting", fields, { suspect: true })).toMatchObject({ status: "stored" });
    expect(asked).toBe(0);
    expect(await store.meetings!.heldBetween(0, Number.MAX_SAFE_INTEGER)).toEqual([]);
    expect(await leads.submit("meeting", fields)).toEqual({ status: "invalid", errors: { meetingTime: "taken" } });
    expect(asked).toBe(1);
    await store.close();
  });

  it("refuses a slot the site does not offer before the calendar is asked or anything stored, suspect or not", async () => {
    const store = openSqliteLeadStore(":memory:");
    let asked = 0;
    const leads = createLeadService({
      store,
      leadLabels: LEAD_LABELS,
      logger: quiet,
      meetings: booker(async () => {
        asked++;
        return { ok: true, booking: undefined };
      }),
      checkMeetingSlot: (sent) => (sent.meetingDate === "2027-02-30" ? { meetingDate: "not offered" } : undefined),
    });
    const refused = { ...fields, meetingDate: "2027-02-30" };
    expect(await leads.submit("meeting", refused)).toEqual({ status: "invalid", errors: { meetingDate: "not offered" } });
    expect(await leads.submit("meeting", refused, { suspect: true })).toEqual({
      status: "invalid",
      errors: { meetingDate: "not offered" },
    });
    expect(asked).toBe(0);
    expect(await store.list()).toEqual([]);
    expect(await leads.submit("meeting", fields)).toMatchObject({ status: "stored" });
    expect(asked).toBe(1);
    await store.close();
  });
});
