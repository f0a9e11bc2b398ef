import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import type { VisitLedger, VitalBatch } from "./visit-ledger.server.ts";
import { createVisitTally } from "./visit-tally.server.ts";
import { vitalsEndpoint } from "./vitals-endpoint.server.ts";

const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1";
let stored: VitalBatch[] = [];
const ledger: VisitLedger = {
  saltFor: async () => "salt",
  add: async (_day, _counts, vitals) => void stored.push(...vitals),
  forgetBefore: async () => 0,
  counts: async () => [],
  vitals: async () => [],
};
const tally = createVisitTally({ ledger, site: "https://example.com", timeZone: "UTC", retentionMonths: 13 });
let server: Server;
let base = "";
beforeAll(async () => {
  const app = express();
  app.set("trust proxy", true);
  const templateOf = (path: string) => (path === "/" ? "/" : path.startsWith("/services/") ? "/services/:slug" : undefined);
  app.use(vitalsEndpoint({ tally, templateOf, limit: { windowMs: 60_000, beacons: 3 } }));
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  stored = [];
});

const beacon = (body: unknown, address: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/vitals`, {
    method: "POST",
    // What navigator.sendBeacon sends for a string.
    headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": PHONE, "x-forwarded-for": address, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  }).then((response) => response.status);

it("stores a page view's plausible vitals under its route template and device class, without the address", async () => {
  expect(await beacon({ path: "/services/hosts", LCP: 1800, INP: 90, CLS: 0.02, TTFB: 350, FID: 3 }, "10.1.0.1")).toBe(204);
  await tally.flush();
  expect(stored.map(({ template, device, metric, bucket, count }) => [template, device, metric, bucket, count])).toEqual([
    ["/services/:slug", "mobile", "LCP", 3, 1],
    ["/services/:slug", "mobile", "INP", 1, 1],
    ["/services/:slug", "mobile", "CLS", 1, 1],
    ["/services/:slug", "mobile", "TTFB", 2, 1],
  ]);
  expect(JSON.stringify(stored)).not.toContain("10.1.0.1");
});

it("keeps only plausible values, and refuses a beacon with none or for a page the site does not have", async () => {
  expect(await beacon({ path: "/", LCP: -5, INP: 90_000, CLS: "0.1", TTFB: 200 }, "10.1.0.2")).toBe(204);
  expect(await beacon({ path: "/", LCP: Number.MAX_VALUE }, "10.1.0.3")).toBe(400);
  expect(await beacon({ path: "/wp-admin", LCP: 1000 }, "10.1.0.4")).toBe(400);
  expect(await beacon("not json", "10.1.0.5")).toBe(400);
  await tally.flush();
  expect(stored.map(({ metric }) => metric)).toEqual(["TTFB"]);
});

it("limits the beacons of one address, and ignores bots and opted-out visitors", async () => {
  const statuses = [];
  for (let i = 0; i < 4; i++) statuses.push(await beacon({ path: "/", LCP: 1000 }, "10.1.0.6"));
  expect(statuses).toEqual([204, 204, 204, 429]);
  expect(await beacon({ path: "/", LCP: 1000 }, "10.1.0.7", { "sec-gpc": "1" })).toBe(204);
  expect(await beacon({ path: "/", LCP: 1000 }, "10.1.0.8", { "user-agent": "Googlebot/2.1" })).toBe(204);
  await tally.flush();
  expect(stored).toEqual([{ template: "/", device: "mobile", metric: "LCP", bucket: 1, count: 3 }]);
});

it("refuses every other method with its Allow, as every address of the site does", async () => {
  const answer = await fetch(`${base}/api/vitals`);
  expect(answer.status).toBe(405);
  expect(answer.headers.get("allow")).toBe("POST");
});
