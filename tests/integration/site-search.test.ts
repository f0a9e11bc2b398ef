import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadAssistantIndex } from "../../src/content/assistant-index.server.ts";
import type { ContentBundle } from "../../src/content/types.ts";
import { loadChatContext } from "../../src/features/assistant/server/chat-context.server.ts";
import { createApp } from "../../src/server/app.server.ts";
import { readSettings } from "../../src/platform/settings.server.ts";
import type { SiteBuild } from "../../src/server/site.server.ts";

// GET /search as a browser without JavaScript gets it: the built server's own HTML, through the site's app with the
// passage index the chat answers from (docs/assistant.md, "Site search"). Expectations come from the compiled content.
const root = fileURLToPath(new URL("../..", import.meta.url));
const bundle = JSON.parse(readFileSync(`${root}.generated/content.json`, "utf8")) as ContentBundle;
const labels = bundle.site.labels.search;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));
const servers: Server[] = [];
let withIndex: string;
let withoutIndex: string;

async function listen(app: ReturnType<typeof createApp>): Promise<string> {
  const server = await new Promise<Server>((resolve) => {
    const listening: Server = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  // The build's own chatContext: the routes in build/ read that object.
  const build = (await import(`${root}build/server/index.js`)) as SiteBuild;
  const app = (withPassages: boolean) => {
    const chat = loadChatContext(
      readSettings({ SITE_URL: "http://localhost:3000" }),
      { chat: bundle.chat, companyName: bundle.site.name },
      withPassages ? { assistant: loadAssistantIndex(root) } : {},
    );
    return createApp({
      build,
      clientDir: `${root}build/client`,
      fillContext: (context: RouterContextProvider) => context.set(build.chatContext, chat),
    });
  };
  withIndex = await listen(app(true));
  withoutIndex = await listen(app(false));
});

afterAll(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
});

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" };
/** The page's text as a visitor reads it: tags and React's text separators out, entities decoded. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x27|#39|amp|lt|gt|quot);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/\s+/g, " ");

async function search(query: string | undefined, base = withIndex) {
  const response = await fetch(`${base}/search${query === undefined ? "" : `?q=${encodeURIComponent(query)}`}`);
  const html = await response.text();
  return { response, html, text: textOf(html), main: html.slice(html.indexOf('<main id="main"'), html.indexOf("</main>")) };
}

/** The longest word of the first service's title: a word the site surely holds. */
const service = bundle.services[0];
const word = service?.title.split(/\W+/).sort((a, b) => b.length - a.length)[0] ?? "";

describe("GET /search without JavaScript", () => {
  it("answers a query with the server's HTML: each page once, with its link, marked words, noindex and a title", async () => {
    const { response, html, main, text } = await search(word);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
    expect(textOf(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "")).toContain(fill(labels.resultsTitle, { query: word }));
    expect(text).toContain(fill(labels.results, { query: word }));
    const links = [...main.matchAll(/<h3[^>]*><a [^>]*href="([^"]+)"/g)].map((match) => match[1]);
    expect(links).toContain(service?.url);
    expect(new Set(links).size).toBe(links.length);
    expect(links.length).toBeLessThanOrEqual(20);
    const marks = [...main.matchAll(/<mark[^>]*>([^<]*)<\/mark>/g)].map((match) => match[1]?.toLowerCase());
    expect(marks).toContain(word.toLowerCase());
    // The page's form keeps the query, and the CSP allows the page's own inline scripts only by hash.
    const form = /<form [^>]*>/.exec(main)?.[0] ?? "";
    expect(form).toContain('action="/search"');
    expect(form).toContain('method="get"');
    expect(main).toContain(`name="q" value="${word}"`);
    expect(response.headers.get("content-security-policy")).not.toContain("unsafe-inline");
  });

  it("reads a misspelt word as the site's word and says which", async () => {
    const typo = `${word.slice(0, -2)}${word.slice(-1)}${word.slice(-2, -1)}`.toLowerCase();
    const { main, text } = await search(typo);
    expect(text).toContain(fill(labels.correctedTo, { query: word.toLowerCase() }));
    expect(main).toContain(`href="${service?.url}"`);
  });

  it("says honestly when nothing matches, with the site's email, phone and contact form", async () => {
    const { response, main, text } = await search("zqxjv vwkpq");
    expect(response.status).toBe(200);
    expect(main).not.toContain("<mark");
    expect(text).toContain(fill(labels.noResults, { query: "zqxjv vwkpq" }));
    expect(main).toContain(`href="mailto:${bundle.site.email}"`);
    expect(main).toContain(`href="tel:${bundle.site.phone.replace(/[^+0-9]/g, "")}"`);
    expect(main).toContain(`href="${bundle.chat.contact.formUrl}"`);
  });

  it("cuts a query past 200 characters and says so", async () => {
    const { response, text } = await search(`${word} `.repeat(60));
    expect(response.status).toBe(200);
    expect(text).toContain(fill(labels.shortened, { max: 200 }));
  });

  it("shows the empty form without a query, and says search is unavailable without the passage index", async () => {
    const empty = await search(undefined);
    expect(empty.response.status).toBe(200);
    expect(textOf(/<title>([^<]*)<\/title>/.exec(empty.html)?.[1] ?? "").startsWith(`${labels.title} | `)).toBe(true);
    expect(empty.main).toContain('name="q"');
    expect(empty.main).not.toContain("<h3");
    const unavailable = await search(word, withoutIndex);
    expect(unavailable.response.status).toBe(503);
    expect(unavailable.text).toContain(labels.unavailable);
  });
});
