import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, expect, it } from "vitest";
import { insightsRoutes } from "./insights-page.server.ts";
import { visitReport } from "./visit-report.server.ts";

const TOKEN = "insights-token-for-tests";
let server: Server;
let base = "";
beforeAll(async () => {
  const app = express();
  const report = async () => visitReport({ from: "2026-03-10", to: "2026-03-11", counts: [], vitals: [], leads: [], dayOf: () => "" });
  app.use(insightsRoutes({ token: TOKEN, report }));
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (authorization?: string) => fetch(`${base}/admin/insights`, { headers: authorization ? { authorization } : {} });

it("asks a browser to sign in, and opens with METRICS_TOKEN as the password or a Bearer token", async () => {
  const refused = await get();
  expect(refused.status).toBe(401);
  expect(refused.headers.get("www-authenticate")).toMatch(/^Basic realm="insights"/);
  expect((await get(`Basic ${Buffer.from("marketing:wrong").toString("base64")}`)).status).toBe(401);
  expect((await get("Bearer wrong")).status).toBe(401);
  const basic = await get(`Basic ${Buffer.from(`marketing:${TOKEN}`).toString("base64")}`);
  expect(basic.status).toBe(200);
  expect((await get(`Bearer ${TOKEN}`)).status).toBe(200);
  expect(basic.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  expect(basic.headers.get("cache-control")).toBe("no-store");
  expect(basic.headers.get("content-security-policy")).toMatch(/^default-src 'none'; style-src 'sha256-/);
  expect(await basic.text()).toContain("<h1>Insights: 2026-03-10 to 2026-03-11</h1>");
});
