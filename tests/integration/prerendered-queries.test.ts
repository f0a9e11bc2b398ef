import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CompiledPage } from "../../src/content/types.ts";
import { LEAD_PAGES } from "../../src/features/leads/lead-labels.fixture.ts";
import { createApp } from "../../src/server/app.server.ts";
import type { ServerPagesManifest } from "../../src/server/server-pages.server.ts";

// Campaign tags, category lists and not-found pages come from files rendered at build time; the
// server build's document renderer is wrapped to count the renders it still does.
const root = fileURLToPath(new URL("../..", import.meta.url));
const client = join(root, "build/client");
const pagesDir = join(root, "build/server-pages");
const bundle = JSON.parse(readFileSync(join(root, ".generated/content.json"), "utf8")) as {
  site: { url?: string; labels: { forms: { serviceChoices: string[]; jobChoice: string } } };
  pages: Record<string, CompiledPage>;
  articles: { title: string; category: string }[];
};
const manifest = JSON.parse(readFileSync(join(pagesDir, "manifest.json"), "utf8")) as ServerPagesManifest;
const { serviceChoices, jobChoice } = bundle.site.labels.forms;
/** A page a campaign lands on and the page with the contact form, both from the compiled content. */
const { service: SERVICE_PAGE, contact: CONTACT_PAGE } = LEAD_PAGES;
const category = bundle.articles[0]?.category;
if (!category) throw new Error("the compiled content has no article");
const TAGS = "utm_source=newsletter&utm_medium=email&utm_campaign=q4&gclid=abc&fbclid=def&ref=partner";

let server: Server;
let base: string;
let renders = 0;
let render: (path: string) => Promise<Response>;

beforeAll(async () => {
  const build = (await import(`${root}build/server/index.js`)) as ServerBuild;
  const counted: ServerBuild = {
    ...build,
    entry: {
      module: {
        ...build.entry.module,
        default: (...args: Parameters<ServerBuild["entry"]["module"]["default"]>) => {
          renders++;
          return build.entry.module.default(...args);
        },
      },
    },
  };
  const app = createApp({ build: counted, clientDir: client, serverPagesDir: pagesDir });
  await new Promise<void>((resolve) => (server = app.listen(0, "127.0.0.1", () => resolve())));
  // fetch reuses its connection; on a busy machine the server's 5 s idle close can race that reuse (ECONNRESET).
  server.keepAliveTimeout = 60_000;
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const handler = createRequestHandler(build, "production");
  render = (path) => handler(new Request(`http://localhost${path}`), new RouterContextProvider());
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = (path: string, encoding = "identity") => fetch(`${base}${path}`, { headers: { "accept-encoding": encoding } });
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

describe("query strings a page does not read", () => {
  it.each([
    ["/", "index.html"],
    [SERVICE_PAGE, `${SERVICE_PAGE.slice(1)}/index.html`],
    ["/blog", "blog/index.html"],
    [CONTACT_PAGE, `${CONTACT_PAGE.slice(1)}/index.html`],
  ])("%s with campaign tags answers the prerendered file byte for byte, with its headers", async (path, file) => {
    const before = renders;
    const clean = await get(path);
    const tagged = await get(`${path}?${TAGS}`);
    expect(tagged.status).toBe(200);
    expect(Buffer.from(await tagged.arrayBuffer())).toEqual(readFileSync(join(client, file)));
    for (const header of ["content-security-policy", "etag", "cache-control", "content-type"])
      expect(tagged.headers.get(header)).toBe(clean.headers.get(header));
    const compressed = await get(`${path}?${TAGS}`, "br");
    expect(compressed.headers.get("content-encoding")).toBe("br");
    expect(renders).toBe(before);
  });

  it("keeps the canonical link free of tags", async () => {
    for (const path of [
      "/",
      SERVICE_PAGE,
      `/blog?category=${encodeURIComponent(category)}`,
      `${CONTACT_PAGE}?service=${encodeURIComponent(serviceChoices.at(-1) ?? "")}`,
    ]) {
      const html = await (await get(`${path}${path.includes("?") ? "&" : "?"}${TAGS}`)).text();
      const href = canonical(html);
      expect(href, path).toBeDefined();
      expect(href).not.toContain("?");
      expect(href).not.toMatch(/utm_|gclid|fbclid|ref=/);
    }
  });
});

describe("the blog's category lists", () => {
  const categories = manifest.queries["/blog"]?.category ?? [];

  it("are declared from content: one per category", () => {
    const section = bundle.pages["/blog"]?.sections.find((s) => s.type === "article-browser");
    expect(section && "categories" in section ? section.categories : []).toEqual(categories);
    expect(categories.length).toBeGreaterThan(1);
  });

  it.each(categories)("?category=%s answers the prerendered list, the same a server render gives, without rendering", async (category) => {
    const query = new URLSearchParams({ category }).toString();
    const before = renders;
    const response = await get(`/blog?${query}&utm_source=x`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(renders).toBe(before);
    const file = manifest.variants["/blog"]?.[query];
    expect(file).toBeDefined();
    expect(html).toBe(readFileSync(join(pagesDir, file ?? ""), "utf8"));
    expect(html).toBe(await (await render(`/blog?${query}`)).text());
    // The list holds this category's articles and no other's.
    for (const article of bundle.articles) {
      const title = article.title.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");
      if (article.category === category) expect(html).toContain(title);
    }
    expect(html).toContain(`in ${category.replace(/&/g, "&amp;")}`);
  });
});

describe("not-found pages", () => {
  it.each([
    ["/no-such-page", "page"],
    ["/deeply/nested/no-such-page", "routes/not-found"],
    ["/services/no-such-service", "routes/service"],
    ["/services/no-such-service/brochure", "routes/brochure"],
    ["/portfolio/no-such-study", "routes/case-study"],
    ["/careers/no-such-job", "routes/job"],
    ["/blog/no-such-article", "routes/article"],
    ["/caf%C3%A9/%3Cscript%3E'x'", "routes/not-found"],
  ])("%s answers 404 with its own prerendered text, equal to a server render, without rendering", async (path, routeId) => {
    const before = renders;
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-security-policy")).toContain("script-src");
    const html = await response.text();
    expect(renders).toBe(before);
    expect(manifest.notFound[routeId]).toBeDefined();
    const rendered = await render(path);
    expect(rendered.status).toBe(404);
    expect(html).toBe(await rendered.text());
    // Browsers get it gzipped, spliced from precompressed parts around the path: the same page.
    const compressed = await get(path, "br, gzip");
    expect(compressed.headers.get("content-encoding")).toBe("gzip");
    expect(await compressed.text()).toBe(html);
  });

  it("each kind has its own text", async () => {
    const titles = new Set<string>();
    for (const path of ["/no-such-page", "/services/x-y", "/portfolio/x-y", "/careers/x-y", "/blog/x-y"]) {
      titles.add(/<title>([^<]*)<\/title>/.exec(await (await get(path)).text())?.[1] ?? "");
    }
    expect(titles.size).toBe(5);
  });
});

describe("what still needs a server render", () => {
  it("prefills the contact form from an open parameter (position) for visitors without JavaScript", async () => {
    const before = renders;
    const html = await (
      await get(`${CONTACT_PAGE}?service=${encodeURIComponent(jobChoice)}&position=Cloud%20Engineer&utm_source=x`)
    ).text();
    expect(renders).toBe(before + 1);
    expect(html).toContain("Cloud Engineer");
    expect(canonical(html)).not.toContain("?");
  });

  it("renders an unknown category as the full list", async () => {
    const before = renders;
    const response = await get("/blog?category=No%20Such%20Category");
    expect(response.status).toBe(200);
    expect(renders).toBe(before + 1);
    expect(await response.text()).toBe(await (await render("/blog?category=No%20Such%20Category")).text());
  });
});
