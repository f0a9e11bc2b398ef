import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { createQuestionGate, gateQuestions } from "./question-gate.server.ts";

const servers: Array<{ close(callback: () => void): void }> = [];
afterAll(() => Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))));

/** Resolves once `done` holds, looking every 5 ms. */
async function until(done: () => boolean) {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** A server whose questions (POST /ask) wait until `release` is called; one at a time. */
async function serve() {
  const waiting: Array<() => void> = [];
  let closed = 0;
  const app = express();
  app.use(
    gateQuestions(
      createQuestionGate(1),
      (request) => request.method === "POST",
      (_request, response) => void response.status(503).set("Retry-After", "1").json({ busy: true }),
    ),
  );
  app.post("/ask", (_request, response) => {
    // Heard after the gate's own listener, which the middleware added first: by then the gate has let go.
    response.once("close", () => closed++);
    waiting.push(() => response.json({ answered: true }));
  });
  app.get("/", (_request, response) => void response.send("page"));
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const arrived = () => until(() => waiting.length > 0);
  return {
    base,
    /** Resolves once a question waits past the gate, however long a loaded machine takes to get it there. */
    arrived,
    /** Resolves once `count` questions' connections have closed, answered or abandoned. */
    closed: (count: number) => until(() => closed >= count),
    release: async () => (await arrived(), waiting.shift()?.()),
  };
}

describe("the question gate", () => {
  it("refuses a question over the limit at once, lets other requests by, and lets the next in once one is answered", async () => {
    const { base, arrived, release } = await serve();
    const first = fetch(`${base}/ask`, { method: "POST" });
    await arrived();
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
    const { base, arrived, closed, release } = await serve();
    const gone = new AbortController();
    const abandoned = fetch(`${base}/ask`, { method: "POST", signal: gone.signal }).catch(() => undefined);
    await arrived();
    gone.abort();
    await abandoned;
    await closed(1);
    const next = fetch(`${base}/ask`, { method: "POST" });
    await release();
    await release();
    expect((await next).status).toBe(200);
  });
});
