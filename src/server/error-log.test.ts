import { describe, expect, it } from "vitest";
import { createErrorLog } from "./error-log.server.ts";

describe("createErrorLog", () => {
  it("writes one line per failure up to the limit, then one summary a minute, never a stack", () => {
    const lines: string[] = [];
    let now = 0;
    const log = createErrorLog({ write: (line) => lines.push(line), detailPerMinute: 3, now: () => now });
    const error = new TypeError("Invalid URL");
    for (let n = 0; n < 10; n++) log.record(500, "GET", "//", error);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe("[http] 500 GET // TypeError: Invalid URL");
    now = 61_000;
    log.record(400, "GET", "/%", new URIError("bad"));
    expect(lines[3]).toMatch(/^\[http\] 7 more failed requests/);
    expect(lines[4]).toBe("[http] 400 GET /% URIError: bad");
    expect(lines.join("\n")).not.toMatch(/\n\s+at /);
  });

  it("writes paths as printable ASCII, clipped, so a request cannot forge or flood log lines", () => {
    const lines: string[] = [];
    const log = createErrorLog({ write: (line) => lines.push(line) });
    log.record(400, "GET", `/a\n[http] 200 GET /fake\u001b[2J${"x".repeat(500)}`, undefined);
    expect(lines).toHaveLength(1);
    // eslint-disable-next-line no-control-regex -- the escape character is what must not get through
    expect(lines[0]).not.toMatch(/[\n\u001b]/);
    expect(lines[0]?.length).toBeLessThan(200);
  });

  it("writes no query, neither from the path nor quoted in an error's message", () => {
    const lines: string[] = [];
    const log = createErrorLog({ write: (line) => lines.push(line) });
    log.record(400, "GET", "/%ff?email=someone%40example.test&phone=5550100", new URIError("URI malformed"));
    log.record("error", "POST", "/a", new Error('You made a POST request to "/a?email=someone@example.test" but no action'));
    expect(lines).toEqual([
      "[http] 400 GET /%ff URIError: URI malformed",
      '[http] error POST /a Error: You made a POST request to "/a?…" but no action',
    ]);
  });
});
