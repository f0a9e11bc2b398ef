import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatData } from "../../src/content/chat-data-shape.ts";
import type { ServerReply } from "../../src/features/assistant/reply.ts";
import type { ContentBundle } from "../../src/content/types.ts";
import { createApp } from "../../src/server/app.server.ts";
import type { SiteBuild } from "../../src/server/site.server.ts";
import { compiledLabels, withWaitFilled } from "../../src/server/compiled-labels.fixture.ts";
import { loadChatContext } from "../../src/features/assistant/server/chat-context.server.ts";
import { loadAssistantIndex } from "../../src/content/assistant-index.server.ts";
import { readSettings } from "../../src/platform/settings.server.ts";

// The chat's server side as wired in production: the prerendered /chat-data.json and /api/chat
// through React Router, with and without an AI key, against a fake chat-completions endpoint.
const root = fileURLToPath(new URL("../..", import.meta.url));
/** The compiled content the server answers from: the index names its pages. */
const bundle = JSON.parse(readFileSync(`${root}.generated/content.json`, "utf8")) as ContentBundle;
const servers: Server[] = [];
type AiRequest = { messages: { role: string; content: string }[] };
const aiRequests: AiRequest[] = [];
const promptOf = (body: AiRequest | undefined) => body?.messages[0]?.content ?? "";

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
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as AiRequest;
        aiRequests.push(body);
        // Cites the first address it was given, as the prompt asks.
        const cited = /\[(\/[^\]]*)\]/.exec(promptOf(body).split("Passages:")[1] ?? "")?.[1] ?? "";
        response
          .writeHead(200, { "content-type": "application/json" })
          .end(JSON.stringify({ choices: [{ message: { content: `We can help with that. [${cited}]` } }] }));
      });
    }),
  );
  // The build's own chatContext: the routes in build/ read that object, not a copy imported from src/ (docs/decisions/0507).
  const build = (await import(`${root}build/server/index.js`)) as SiteBuild;
  const { chatContext } = build;
  const app = (env: Record<string, string>) => {
    const chat = loadChatContext(
      readSettings({ SITE_URL: "http://localhost:3000", ...env }),
      { chat: bundle.chat, companyName: bundle.site.name },
      { assistant: loadAssistantIndex(root) },
    );
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

  it("without AI_API_KEY: GET says the server answers alone, and POST answers from the site's passages without calling out", async () => {
    expect(await (await fetch(`${withoutKey}/api/chat`)).json()).toEqual({ ok: true, enabled: true, ai: false });
    const service = bundle.services[0];
    if (!service) throw new Error("the compiled content has no service to ask about");
    const response = await ask(withoutKey, `What does ${service.title} cost?`);
    expect(response.status).toBe(200);
    const { reply } = (await response.json()) as { reply: ServerReply };
    expect(reply.source).toBe("site");
    expect(reply.relatedPages?.map((page) => page.url)).toContain(service.url);
    expect(aiRequests).toHaveLength(0);
  });

  it("with a key: a strong answer is the site's, a weak one the AI's, grounded in passages and linking the page it used", async () => {
    expect(await (await fetch(`${withKey}/api/chat`)).json()).toEqual({ ok: true, enabled: true, ai: true });
    const service = bundle.services[0];
    if (!service) throw new Error("the compiled content has no service to ask about");
    expect(((await (await ask(withKey, `What does ${service.title} cost?`)).json()) as { reply: ServerReply }).reply.source).toBe("site");
    expect(aiRequests).toHaveLength(0);

    const response = await ask(withKey, "Do you sponsor marathons for zebras?");
    expect(response.status).toBe(200);
    const { reply } = (await response.json()) as { reply: ServerReply };
    expect(aiRequests).toHaveLength(1);
    expect(reply).toMatchObject({ source: "ai", text: "We can help with that." });
    const linked = reply.relatedPages?.[0]?.url ?? "";
    expect(promptOf(aiRequests[0])).toContain(`[${linked}]`);
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
