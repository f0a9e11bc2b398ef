import { describe, expect, it } from "vitest";
import { createLogging } from "./logger.server.ts";

function capture() {
  const lines: string[] = [];
  return { lines, destination: { write: (line: string) => void lines.push(line) } };
}

describe("server logs", () => {
  it("in JSON, each line is one object with level, time, message and the part of the server", () => {
    const { lines, destination } = capture();
    const { logger } = createLogging("json", destination);
    logger.child("leads").warn("Lead 12 (contact) not delivered: HTTP 503; retry 2 in 30 s.", { requestId: "abc" });
    logger.error("plain");
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(String(entries[0]?.time)).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect({ ...entries[0], time: "" }).toEqual({
      level: "warn",
      time: "",
      component: "leads",
      requestId: "abc",
      message: "Lead 12 (contact) not delivered: HTTP 503; retry 2 in 30 s.",
    });
    expect(entries[1]).toMatchObject({ level: "error", message: "plain" });
  });
});
