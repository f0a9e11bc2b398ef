import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import type { RouterContextProvider, ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatData } from "../../src/content/chat-data-shape.ts";
import type { ContentBundle } from "../../src/content/types.ts";
import { createApp } from "../../src/server/app.server.ts";
import { compiledLabels, withWaitFilled } from "../../src/server/compiled-labels.test-helper.ts";
import { chatContext, loadChatContext } from "../../src/server/ai/chat-context.server.ts";
import { readSettings } from "../../src/server/settings.server.ts";

// The chat's server side as wired in production: the prerendered /chat-data.json and /api/chat
// through React Router, with and without an AI key, against a fake chat-completions endpoint.
const root = fileURLToPath(new URL("../..", import.meta.url));
/** The compiled content the server answers from: the index names its pages. */
const bundle = JSON.parse(readFileSync(`${root}.generated/content.json`, "utf8")) as ContentBundle;
const servers: Server[] = [];
const aiRequests: unknown[] = [];

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let withKey: string;
let withoutKey: string;

beforeAll(async () => {
  const ai = await listen(
    createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        aiRequests.push(JSON.parse(Buffer.concat(chunks).toString("utf8")));
        response
          .writeHead(200, { "content-type": "application/json" })
          .end(JSON.stringify({ choices: [{ message: { content: "Since 2019." } }] }));
      });
    }),
  );
  const build = (await import(`${root}build/server/index.js`)) as ServerBuild;
  const app = (env: Record<string, string>) => {
    const chat = loadChatContext(readSettings({ SITE_URL: "http://localhost:3000", ...env }), `${root}.generated/content.json`);
    return createApp({
      build,
      clientDir: `${root}build/client`,
      fillContext: (context: RouterContextProvider) => context.set(chatContext, chat),
      postLimit: { windowMs: 60_000, limit: 1 },
      chatLimit: { windowMs: 60_000, limit: 3 },
    });
  };
  withKey = await listen(app({ AI_API_KEY: "sk-test", AI_API_URL: `${ai}/v1/chat/completions` }).listen(0, "127.0.0.1"));
  withoutKey = await listen(app({}).listen(0, "127.0.0.1"));
});

afterAll(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
});

const ask = (base: string, question: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/chat`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ question }),
  });

describe("the chat on the production server", () => {
  it("serves /chat-data.json as a prerendered, compressed JSON file", async () => {
    const response = await fetch(`${withoutKey}/chat-data.json`, { headers: { "accept-encoding": "br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("content-encoding")).toBe("br");
    const data = (await response.json()) as ChatData;
    const service = bundle.services[0];
    if (!service) throw new Error("the compiled content has no service for the index to hold");
    expect(data.index.some((item) => item.url === service.url)).toBe(true);
    expect(data.quickActions.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toContain("sk-test");
  });

  it("without AI_API_KEY: GET says AI is off and POST answers 404 without calling out", async () => {
    expect(await (await fetch(`${withoutKey}/api/chat`)).json()).toEqual({ ok: true, enabled: false });
    const response = await ask(withoutKey, "When were you founded?");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ ok: false });
    expect(aiRequests).toHaveLength(0);
  });

  it("with a key: GET says AI is on, POST answers from the AI endpoint, other sites are refused", async () => {
    expect(await (await fetch(`${withKey}/api/chat`)).json()).toEqual({ ok: true, enabled: true });
    const response = await ask(withKey, "When were you founded?");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, answer: "Since 2019." });
    expect(aiRequests).toHaveLength(1);
    const foreign = await ask(withKey, "hi", { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ ok: false, error: compiledLabels.requests.crossSite });
  });

  it("has a rate limit of its own, apart from the forms' (one form post a minute here)", async () => {
    // The chat's limit is three questions per client and minute; earlier tests may have used some of them.
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let n = 0; n < 4; n++) statuses.push((last = await ask(withKey, "When were you founded?")).status);
    expect(statuses.at(-1)).toBe(429);
    expect(((await last?.json()) as { error?: string }).error).toMatch(withWaitFilled(compiledLabels.requests.tooManyQuestions));
    expect(statuses.filter((status) => status !== 429).every((status) => status === 200)).toBe(true);
  });
});
