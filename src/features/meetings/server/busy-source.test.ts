import { describe, expect, it } from "vitest";
import type { Alert } from "../../../platform/alerts.server.ts";
import { createBusySource } from "./busy-source.server.ts";

const ICS =
  "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:a\r\nDTSTART:20300102T150000Z\r\nDTEND:20300102T160000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";
const NOW = Date.parse("2030-01-01T12:00:00Z");

function source(answers: (() => Response)[]) {
  let clock = NOW;
  let calls = 0;
  const alerts: Alert[] = [];
  const warnings: string[] = [];
  const busy = createBusySource({
    settings: { busyIcsUrl: "http://127.0.0.1:9/calendar.ics" },
    timeZone: "America/New_York",
    log: { warn: (line) => void warnings.push(line) },
    alerts: { send: (alert) => void alerts.push(alert) },
    now: () => clock,
    fetch: async () => {
      const answer = answers[Math.min(calls++, answers.length - 1)];
      return answer!();
    },
  });
  return { busy, alerts, warnings, calls: () => calls, advance: (ms: number) => (clock += ms) };
}

const ok = () => new Response(ICS, { status: 200 });
const down = () => new Response("no", { status: 503 });

describe("the calendar's busy times", () => {
  it("are read once and kept at most a minute", async () => {
    const s = source([ok]);
    expect(await s.busy.busy()).toEqual({
      reachable: true,
      spans: [{ start: Date.parse("2030-01-02T15:00:00Z"), end: Date.parse("2030-01-02T16:00:00Z") }],
    });
    s.advance(59_999);
    await s.busy.busy();
    expect(s.calls()).toBe(1);
    s.advance(1);
    await s.busy.busy();
    expect(s.calls()).toBe(2);
  });

  it("fall back to nothing busy when the calendar fails: a warning, an alert, and a new try ten seconds later", async () => {
    const s = source([down, ok]);
    expect(await s.busy.busy()).toEqual({ reachable: false, spans: [] });
    expect(s.warnings).toHaveLength(1);
    expect(s.alerts.map((alert) => [alert.kind, alert.severity])).toEqual([["calendar_unreachable", "warning"]]);
    s.advance(9_999);
    expect((await s.busy.busy()).reachable).toBe(false);
    s.advance(1);
    expect((await s.busy.busy()).reachable).toBe(true);
    expect(s.calls()).toBe(2);
  });
});
