import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { createLogging, requestLogging } from "./logger.server.ts";

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

  it("an access line holds the path without its query, and a 5xx one no stack (docs/decisions/0422)", async () => {
    const { lines, destination } = capture();
    const logging = createLogging("json", destination);
    const app = express();
    app.use(requestLogging(logging));
    app.use((_request, response) => void response.status(500).end());
    const server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    try {
      const { port } = server.address() as AddressInfo;
      await fetch(`http://127.0.0.1:${port}/a/b?email=someone%40example.test`);
      await expect.poll(() => lines.length).toBeGreaterThan(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    const entry = JSON.parse(lines[0] ?? "{}") as { req?: { path?: string }; err?: Record<string, unknown>; message?: string };
    expect(entry.req?.path).toBe("/a/b");
    expect(entry.message).toBe("GET /a/b 500");
    expect(entry.err).toBeDefined();
    expect(entry.err?.stack).toBeUndefined();
    expect(lines.join("\n")).not.toMatch(/email|\n\s+at /);
  });
});
