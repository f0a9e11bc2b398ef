import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { createQuestionGate, gateQuestions } from "./question-gate.server.ts";

const servers: Array<{ close(callback: () => void): void }> = [];
afterAll(() => Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))));

/** A server whose questions (POST /ask) wait until `release` is called; one at a time. */
async function serve() {
  const waiting: Array<() => void> = [];
  const app = express();
  app.use(
    gateQuestions(
      createQuestionGate(1),
      (request) => request.method === "POST",
      (_request, response) => void response.status(503).set("Retry-After", "1").json({ busy: true }),
    ),
  );
  app.post("/ask", (_request, response) => void waiting.push(() => response.json({ answered: true })));
  app.get("/", (_request, response) => void response.send("page"));
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const settled = async () => {
    while (waiting.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  return { base, release: async () => (await settled(), waiting.shift()?.()) };
}

describe("the question gate", () => {
  it("refuses a question over the limit at once, lets other requests by, and lets the next in once one is answered", async () => {
    const { base, release } = await serve();
    const first = fetch(`${base}/ask`, { method: "POST" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await fetch(`${base}/ask`, { method: "POST" });
    expect(second.status).toBe(503);
    expect(second.headers.get("retry-after")).toBe("1");
    expect((await fetch(base)).status).toBe(200);
    await release();
    expect((await first).status).toBe(200);
    const third = fetch(`${base}/ask`, { method: "POST" });
    await release();
    expect((await third).status).toBe(200);
  });

  it("frees its place when the client goes away before the answer", async () => {
    const { base, release } = await serve();
    const gone = new AbortController();
    const abandoned = fetch(`${base}/ask`, { method: "POST", signal: gone.signal }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    gone.abort();
    await abandoned;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const next = fetch(`${base}/ask`, { method: "POST" });
    await release();
    await release();
    expect((await next).status).toBe(200);
  });
});
