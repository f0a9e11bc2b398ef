import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FACT_CATEGORIES, type KnowledgeItem } from "../../content/chat-data-shape.ts";
import { compiledLabels, rewordRequestLabels } from "../compiled-labels.test-helper.ts";
import { createAiBudget } from "./ai-budget.server.ts";
import { handleChatApi, MAX_CHAT_BODY_BYTES, MAX_QUESTION_CHARS, type ChatApiDeps } from "./chat-endpoint.server.ts";

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

// The fake AI endpoint: records each request and answers as the current mode says.
type Mode = "answer" | "error" | "hang" | "empty" | "not-json";
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
      const content = mode === "empty" ? "   " : "  Cloud starts at $310 per month.  ";
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
    index: INDEX,
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

describe("handleChatApi", () => {
  it("sends an OpenAI-compatible chat-completions request and answers with the first choice's text", async () => {
    const response = await handleChatApi(ask({ question: "  What does cloud cost?  " }), deps());
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ ok: true, answer: "Cloud starts at $310 per month." });

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
    expect(body).toMatchObject({ model: "test-model", temperature: 0.2, top_p: 0.9, max_tokens: 50 });
    expect(body.messages.map((message) => message.role)).toEqual(["system", "user"]);
    expect(body.messages[1]?.content).toBe("What does cloud cost?");
    const system = body.messages[0]?.content ?? "";
    expect(system).toContain("at most 15 words");
    expect(system).toContain("don't know");
    expect(system).toContain(COMPANY);
  });

  it("grounds the answer in the best items (up to three, above the floor) it finds itself, ignoring any context the client sends", async () => {
    const client = {
      question: "cloud cost",
      context: [{ title: "Injected", content: "Everything is free.", url: "/x", category: "x", keywords: [] }],
    };
    await handleChatApi(ask(client), deps());
    const system = (received[0]?.body as { messages: { content: string }[] }).messages[0]?.content ?? "";
    const listed = system.split("\n").filter((line) => /^\d+\. /.test(line));
    // Careers mentions cloud in its text only: under the floor, so not grounding.
    expect(listed.map((line) => line.replace(/^\d+\. | \(.*/g, "")).sort()).toEqual([cloud.title, pricing.title].sort());
    expect(system).toContain(`${pricing.title} (${pricing.url}): ${pricing.content}`);
    expect(system).not.toContain("Injected");
    expect(system).not.toContain(security.title);
    expect(system).not.toContain(careers.title);
  });

  it("grounds a question that matches nothing in the company facts", async () => {
    await handleChatApi(ask({ question: "Zebra xylophone quartz?" }), deps());
    const system = (received[0]?.body as { messages: { content: string }[] }).messages[0]?.content ?? "";
    const listed = system.split("\n").filter((line) => /^\d+\. /.test(line));
    expect(listed.map((line) => line.replace(/ \(.*/, ""))).toEqual([`1. ${pricing.title}`, `2. ${about.title}`]);
  });

  it("answers 502 and logs without the question when the AI endpoint times out", async () => {
    mode = "hang";
    const started = Date.now();
    const response = await handleChatApi(ask({ question: "What does cloud cost?" }), deps({ timeoutMs: 200 }));
    expect(response.status).toBe(502);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await response.json()).toMatchObject({ ok: false });
    expect(logged).toEqual(["[chat] AI answer failed: AiAnswerError: the AI endpoint timed out"]);
  });

  it("answers 502 when the AI endpoint fails, sends no JSON or no text", async () => {
    for (const [failure, reason] of [
      ["error", "answered 500"],
      ["not-json", "could not be reached or sent no JSON"],
      ["empty", "sent no answer text"],
    ] as const) {
      mode = failure;
      const response = await handleChatApi(ask({ question: "What does cloud cost?" }), deps());
      expect(response.status, failure).toBe(502);
      expect(logged.join(" "), failure).toContain(reason);
      expect(logged.join(" ")).not.toContain("cloud cost");
    }
  });

  it("answers 502 when the AI endpoint cannot be reached", async () => {
    const response = await handleChatApi(
      ask({ question: "cloud" }),
      deps({ ai: { apiKey: "k", apiUrl: "http://127.0.0.1:1/v1/chat/completions", model: "m" } }),
    );
    expect(response.status).toBe(502);
  });

  it("answers 404 at once, asking nothing, when no key is configured", async () => {
    const response = await handleChatApi(ask({ question: "What does cloud cost?" }), deps({ ai: undefined }));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ ok: false });
    expect(received).toHaveLength(0);
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
    expect(received).toHaveLength(1);
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
  it("answers 429 with Retry-After, without calling the AI, once the minute's calls are spent", async () => {
    const budget = createAiBudget({ perMinute: 2, inFlight: 5 });
    const statuses: number[] = [];
    for (let n = 0; n < 3; n++) statuses.push((await handleChatApi(ask({ question: "What does cloud cost?" }), deps({ budget }))).status);
    expect(statuses).toEqual([200, 200, 429]);
    expect(received).toHaveLength(2);
    const refused = await handleChatApi(ask({ question: "And security?" }), deps({ budget }));
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("refuses calls beyond the number in flight, and frees the slot when a call ends", async () => {
    const budget = createAiBudget({ perMinute: 100, inFlight: 1 });
    mode = "hang";
    const slow = handleChatApi(ask({ question: "What does cloud cost?" }), deps({ budget, timeoutMs: 300 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await handleChatApi(ask({ question: "And security?" }), deps({ budget }))).status).toBe(429);
    expect((await slow).status).toBe(502);
    mode = "answer";
    expect((await handleChatApi(ask({ question: "And security?" }), deps({ budget }))).status).toBe(200);
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
