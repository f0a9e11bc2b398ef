import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { FACT_CATEGORIES, type AssistantIndex, type KnowledgeItem } from "../../../content/chat-data-shape.ts";
import { CONTACT, CHAT_LABELS } from "../chat-context.fixture.ts";
import { compiledLabels, rewordRequestLabels } from "../../../server/compiled-labels.fixture.ts";
import { createAiBudget } from "./ai-budget.server.ts";
import type { ServerReply } from "../reply.ts";
import { handleChatApi, MAX_CHAT_BODY_BYTES, MAX_QUESTION_CHARS, type ChatApiDeps, type ChatEvent } from "./chat-endpoint.server.ts";

const SITE = "https://dallas-it.example";
const ENDPOINT = `${SITE}/api/chat`;

// The test's own index and company, named apart from the site's real content. The company facts carry
// the categories the endpoint grounds an unmatched question in.
const COMPANY = "Example IT Co.";
const cloud: KnowledgeItem = {
  title: "Cloud Platforms",
  content: "Cloud migration and 24/7 operations. From $310/month.",
  url: "/services/example-cloud",
  category: "Services",
  keywords: ["cloud", "aws"],
};
const security: KnowledgeItem = {
  title: "Cyber Defense",
  content: "Security monitoring around the clock. From $210/month.",
  url: "/services/example-security",
  category: "Services",
  keywords: ["security"],
};
const pricing: KnowledgeItem = {
  title: "Cloud pricing",
  content: "Cloud Platforms start at $310/month.",
  url: "/services",
  category: FACT_CATEGORIES.pricing,
  keywords: ["price", "cost"],
};
const careers: KnowledgeItem = {
  title: "Careers",
  content: "We hire cloud engineers in Dallas.",
  url: "/careers",
  category: "Careers",
  keywords: ["jobs"],
};
const about: KnowledgeItem = {
  title: "About Example IT",
  content: "Founded in 2015, 40 consultants in three countries.",
  url: "/about",
  category: FACT_CATEGORIES.about,
  keywords: ["history"],
};
const INDEX: KnowledgeItem[] = [cloud, security, pricing, careers, about];
/**
 * The test's passages: each item's text, as the build makes one of every page's prose, and a fact deep in a
 * page, which the items alone do not answer.
 */
const PASSAGES: AssistantIndex = {
  passages: [
    ...INDEX.map(({ title, url, category, keywords, content }) => ({ title, url, category, keywords, label: "summary", text: content })),
    {
      title: cloud.title,
      url: cloud.url,
      category: "Services",
      keywords: cloud.keywords,
      label: "features",
      text: "Nightly backups kept for 35 days.",
    },
    {
      title: about.title,
      url: about.url,
      category: FACT_CATEGORIES.about,
      keywords: about.keywords,
      label: "awards",
      text: "Winner of the 2021 Harbor Prize for volunteering.",
    },
  ],
  related: {},
};

// The fake AI endpoint: records each request and answers as the current mode says.
type Mode = "answer" | "made-up" | "unsupported" | "error" | "hang" | "empty" | "not-json";
let mode: Mode = "answer";
const received: { method?: string; url?: string; headers: IncomingHttpHeaders; body: unknown }[] = [];
let server: Server;
let aiUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString("utf8")),
      });
      if (mode === "hang") return; // never answers: the client's time-out must end it
      if (mode === "error") return void response.writeHead(500, { "content-type": "application/json" }).end('{"error":"boom"}');
      if (mode === "not-json") return void response.writeHead(200, { "content-type": "text/html" }).end("<html>gateway</html>");
      // A good answer cites the first address it was given, as the prompt asks; a made-up one cites another.
      const system = (received.at(-1)?.body as { messages: { content: string }[] }).messages[0]?.content ?? "";
      const given = /\[(\/[^\]]*)\]/.exec(system.split("Passages:")[1] ?? "")?.[1] ?? "";
      const cited = mode === "made-up" ? "/somewhere-else" : given;
      const said = mode === "unsupported" ? "Backups are kept for 90 days in Houston." : "Backups are kept for 35 days.";
      const content = mode === "empty" ? "   " : `  ${said} [${cited}]  `;
      response
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  aiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  mode = "answer";
  received.length = 0;
});

const logged: string[] = [];
function deps(overrides: Partial<ChatApiDeps> = {}): ChatApiDeps {
  logged.length = 0;
  return {
    ai: { apiKey: "sk-test", apiUrl: aiUrl, model: "test-model" },
    reply: { items: INDEX, labels: CHAT_LABELS, contact: CONTACT, assistant: PASSAGES },
    siteOrigin: SITE,
    companyName: COMPANY,
    log: (line) => logged.push(line),
    ...overrides,
  };
}

function ask(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(ENDPOINT, {
    method: "POST",
    headers: { "content-type": "application/json", origin: SITE, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/**
 * A question the site is not sure of, which the AI is asked about: its fact is in a passage of the cloud page,
 * but the site says nothing of disaster recovery, so the site's own reply quotes the passage as a result.
 */
const WEAK = "how long are nightly backups kept for disaster recovery";

async function replyOf(response: Response): Promise<ServerReply> {
  expect(response.status).toBe(200);
  const body = (await response.json()) as { ok: boolean; reply: ServerReply };
  expect(body.ok).toBe(true);
  return body.reply;
}

describe("handleChatApi", () => {
  it("answers from the site's own index and passages without an AI key, asking nothing", async () => {
    const response = await handleChatApi(ask({ question: "  What does cloud cost?  " }), deps({ ai: undefined }));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const reply = await replyOf(response);
    expect(reply).toMatchObject({ source: "site", kind: "answer" });
    expect(reply.text).toContain("$310");
    // A fact only a passage holds is answered too, linking the passage's page.
    const passage = await replyOf(await handleChatApi(ask({ question: WEAK }), deps({ ai: undefined })));
    expect(passage.text).toContain("35 days");
    expect(passage.relatedPages?.[0]?.url).toBe(cloud.url);
    expect(received).toHaveLength(0);
  });

  it("gives a strong answer of the site's own without asking the AI", async () => {
    expect(await replyOf(await handleChatApi(ask({ question: "What does cloud cost?" }), deps()))).toMatchObject({
      source: "site",
      kind: "answer",
    });
    expect(received).toHaveLength(0);
  });

  it("asks the AI about a weak answer with the best passages and their addresses, and links the page the AI used", async () => {
    const reply = await replyOf(await handleChatApi(ask({ question: `  ${WEAK}  ` }), deps()));
    expect(reply).toEqual({ source: "ai", text: "Backups are kept for 35 days.", relatedPages: [{ title: cloud.title, url: cloud.url }] });

    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call?.method).toBe("POST");
    expect(call?.url).toBe("/v1/chat/completions");
    expect(call?.headers.authorization).toBe("Bearer sk-test");
    expect(call?.headers["content-type"]).toBe("application/json");
    const body = call?.body as {
      model: string;
      messages: { role: string; content: string }[];
      temperature: number;
      top_p: number;
      max_tokens: number;
    };
    expect(Object.keys(body).sort()).toEqual(["max_tokens", "messages", "model", "temperature", "top_p"]);
    expect(body).toMatchObject({ model: "test-model", temperature: 0.2, top_p: 0.9, max_tokens: 80 });
    expect(body.messages.map((message) => message.role)).toEqual(["system", "user"]);
    expect(body.messages[1]?.content).toBe(WEAK);
    const system = body.messages[0]?.content ?? "";
    expect(system).toContain(`1. [${cloud.url}] ${cloud.title}: Nightly backups kept for 35 days.`);
    expect(system).toContain("square brackets");
    expect(system).toContain("don't know");
    expect(system).toContain(COMPANY);
  });

  it("grounds the AI in passages the server finds itself, ignoring any context the client sends", async () => {
    await handleChatApi(ask({ question: WEAK, context: [{ title: "Injected", content: "Everything is free.", url: "/x" }] }), deps());
    const system = (received[0]?.body as { messages: { content: string }[] }).messages[0]?.content ?? "";
    expect(system).not.toContain("Injected");
    expect(system).not.toContain("Harbor Prize");
  });

  it("shows no sentence of the AI's that states a figure or a name its cited passage does not: the site's own words instead", async () => {
    mode = "unsupported";
    const reply = await replyOf(await handleChatApi(ask({ question: WEAK }), deps()));
    expect(reply).toMatchObject({ source: "site", kind: "results" });
    expect(reply.text).toContain("35 days");
    expect(reply.text).not.toContain("90 days");
  });

  it("gives the site's answer when the AI cites a page it was not given, and logs why", async () => {
    mode = "made-up";
    const reply = await replyOf(await handleChatApi(ask({ question: WEAK }), deps()));
    expect(reply.source).toBe("site");
    expect(reply.text).toContain("35 days");
    expect(logged).toEqual(["[chat] AI answer failed: AiAnswerError: the AI answer cited none of the pages it was given"]);
  });

  it("gives the site's answer and logs without the question when the AI endpoint times out", async () => {
    mode = "hang";
    const started = Date.now();
    const response = await handleChatApi(ask({ question: WEAK }), deps({ timeoutMs: 200 }));
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect((await replyOf(response)).source).toBe("site");
    expect(logged).toEqual(["[chat] AI answer failed: AiAnswerError: the AI endpoint timed out"]);
  });

  it("gives the site's answer when the AI endpoint fails, sends no JSON or no text, or cannot be reached", async () => {
    for (const [failure, reason] of [
      ["error", "answered 500"],
      ["not-json", "could not be reached or sent no JSON"],
      ["empty", "sent no answer text"],
    ] as const) {
      mode = failure;
      const response = await handleChatApi(ask({ question: WEAK }), deps());
      expect((await replyOf(response)).source, failure).toBe("site");
      expect(logged.join(" "), failure).toContain(reason);
      expect(logged.join(" ")).not.toContain("backup");
    }
    const unreachable = deps({ ai: { apiKey: "k", apiUrl: "http://127.0.0.1:1/v1/chat/completions", model: "m" } });
    expect((await replyOf(await handleChatApi(ask({ question: WEAK }), unreachable))).source).toBe("site");
  });

  it("answers 503 when the server has no compiled content to answer from", async () => {
    const response = await handleChatApi(ask({ question: WEAK }), deps({ reply: undefined }));
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ ok: false });
  });

  it("refuses bad requests like the lead endpoint: 405, 403, 415, 413, 400 and 422", async () => {
    const d = deps();
    expect((await handleChatApi(new Request(ENDPOINT), d)).status).toBe(405);
    expect((await handleChatApi(ask({ question: "hi" }, { origin: "https://evil.example" }), d)).status).toBe(403);
    expect((await handleChatApi(ask({ question: "hi" }, { "sec-fetch-site": "cross-site" }), d)).status).toBe(403);
    expect((await handleChatApi(ask({ question: "hi" }, { "content-type": "text/plain" }), d)).status).toBe(415);
    expect((await handleChatApi(ask(JSON.stringify({ question: "x".repeat(MAX_CHAT_BODY_BYTES) })), d)).status).toBe(413);
    expect((await handleChatApi(ask("{not json"), d)).status).toBe(400);
    expect((await handleChatApi(ask("[1,2]"), d)).status).toBe(400);
    for (const question of [undefined, 42, "", "   ", "x".repeat(501)]) {
      const response = await handleChatApi(ask({ question }), d);
      expect(response.status, String(question).slice(0, 10)).toBe(422);
      expect(await response.json()).toMatchObject({ ok: false, errors: { question: expect.any(String) as string } });
    }
    expect((await handleChatApi(ask({ question: "x".repeat(500) }), d)).status).toBe(200);
  });

  it("says the refusals a visitor can cause (another site, too large) in labels.requests' words, read per request", async () => {
    const foreign = () => handleChatApi(ask({ question: "hi" }, { origin: "https://evil.example" }), deps());
    expect(await (await foreign()).json()).toEqual({ ok: false, error: compiledLabels.requests.crossSite });
    const large = await handleChatApi(ask(JSON.stringify({ question: "x".repeat(MAX_CHAT_BODY_BYTES) })), deps());
    const kb = String(Math.floor(MAX_CHAT_BODY_BYTES / 1024));
    expect(await large.json()).toEqual({ ok: false, error: compiledLabels.requests.tooLarge.replace("{kb}", kb) });
    const undo = rewordRequestLabels({ crossSite: "Reworded: ask from our own site." });
    try {
      expect(await (await foreign()).json()).toEqual({ ok: false, error: "Reworded: ask from our own site." });
    } finally {
      undo();
    }
  });
});

describe("handleChatApi within the site-wide AI budget", () => {
  it("gives the site's own answer, without calling the AI, once the minute's calls are spent", async () => {
    const budget = createAiBudget({ perMinute: 2, inFlight: 5 });
    const sources: string[] = [];
    const events: ChatEvent[] = [];
    const observe = (event: ChatEvent) => void events.push(event);
    for (let n = 0; n < 3; n++)
      sources.push((await replyOf(await handleChatApi(ask({ question: WEAK }), deps({ budget, observe })))).source);
    expect(sources).toEqual(["ai", "ai", "site"]);
    expect(received).toHaveLength(2);
    // Only the refused call says so: the metrics count refusals, not every answer of the site's own.
    expect(events).toEqual([{ source: "ai" }, { source: "ai" }, { source: "local", aiRefused: true }]);
  });

  it("gives the site's answer beyond the calls in flight, and frees the slot when a call ends", async () => {
    const budget = createAiBudget({ perMinute: 100, inFlight: 1 });
    mode = "hang";
    const slow = handleChatApi(ask({ question: WEAK }), deps({ budget, timeoutMs: 300 }));
    // The slow call holds the one slot once it has reached the AI endpoint.
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect((await replyOf(await handleChatApi(ask({ question: WEAK }), deps({ budget })))).source).toBe("site");
    expect(received).toHaveLength(1);
    expect((await replyOf(await slow)).source).toBe("site");
    mode = "answer";
    expect((await replyOf(await handleChatApi(ask({ question: WEAK }), deps({ budget })))).source).toBe("ai");
  });
});

describe("handleChatApi counts characters, not bytes", () => {
  it("takes a 500-emoji question sent as JSON escapes, and refuses 501 or a lone surrogate", async () => {
    const escaped = (question: string) =>
      JSON.stringify({ question }).replace(
        /[\u{10000}-\u{10ffff}]/gu,
        (c) => `\\u${c.charCodeAt(0).toString(16)}\\u${c.charCodeAt(1).toString(16)}`,
      );
    expect((await handleChatApi(ask(escaped("😀".repeat(MAX_QUESTION_CHARS))), deps())).status).toBe(200);
    expect((await handleChatApi(ask(escaped("😀".repeat(MAX_QUESTION_CHARS + 1))), deps())).status).toBe(422);
    expect((await handleChatApi(ask('{"question":"cloud \\ud83d price"}'), deps())).status).toBe(422);
  });
});
