import express from "express";
import { existsSync, readFileSync, statSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentBundle } from "../../src/content/types.ts";
import { businessToday, isJobOpen } from "../../src/lib/job-status.ts";
import { brandCount, DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX } from "../../src/lib/search-snippet.ts";
import { staticFiles } from "../../src/server/static-files.server.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const client = join(root, "build/client");
const bundle = JSON.parse(readFileSync(join(root, ".generated/content.json"), "utf8")) as ContentBundle;
const indexable = bundle.routes.filter((route) => route.kind !== "brochure");
/** Share images are small flat cards; a photo-sized PNG here means the template went wrong. */
const SHARE_IMAGE_MAX_BYTES = 100 * 1024;

const htmlOf = (path: string) => readFileSync(join(client, path === "/" ? "index.html" : `${path.slice(1)}/index.html`), "utf8");
const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
const meta = (html: string, key: string) =>
  decode(new RegExp(`<meta (?:property|name)="${key.replace(/[:]/g, "\\:")}" content="([^"]*)"`).exec(html)?.[1] ?? "");
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? "{}") as Record<string, unknown>,
  );

/** Width and height from a PNG's IHDR chunk, which always comes first. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString("latin1"), file).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The built file an absolute address on the build's origin points at. */
function fileOf(url: string, origin: string): string {
  expect(url.startsWith(`${origin}/`), url).toBe(true);
  return join(client, url.slice(origin.length + 1));
}

const origin = /<link rel="canonical" href="(https?:\/\/[^/"]+)/.exec(htmlOf("/"))?.[1] ?? "";

describe("share images", () => {
  it("the bundle lists every indexable route, each with an image", () => {
    expect(indexable.length).toBeGreaterThan(40);
    for (const route of indexable) expect(route.shareImage, route.path).toBeDefined();
  });

  it.each(indexable.map((route) => [route.path, route] as const))(
    "%s has a large 1200×630 og:image on the site's origin",
    (path, route) => {
      const html = htmlOf(path);
      const image = meta(html, "og:image");
      const file = fileOf(image, origin);
      expect(existsSync(file), image).toBe(true);
      expect(pngSize(file)).toEqual({ width: 1200, height: 630 });
      expect(statSync(file).size).toBeLessThanOrEqual(SHARE_IMAGE_MAX_BYTES);
      expect([meta(html, "og:image:width"), meta(html, "og:image:height")]).toEqual(["1200", "630"]);
      expect(meta(html, "og:image:alt")).toBe(route.shareImage?.alt);
      expect(meta(html, "og:image:alt")).toContain(bundle.site.name);
      expect(meta(html, "twitter:card")).toBe("summary_large_image");
      expect(meta(html, "twitter:image")).toBe(image);
    },
  );

  it.each(bundle.articles.map((article) => [article.url] as const))("%s offers 1:1, 4:3 and 16:9 images in its BlogPosting", (path) => {
    const posting = jsonLd(htmlOf(path)).find((data) => data["@type"] === "BlogPosting");
    const images = (posting?.image ?? []) as string[];
    const ratios = images.map((url) => {
      const { width, height } = pngSize(fileOf(url, origin));
      expect(width * height, url).toBeGreaterThanOrEqual(50_000);
      return (width / height).toFixed(2);
    });
    expect(ratios.sort()).toEqual([(1).toFixed(2), (4 / 3).toFixed(2), (16 / 9).toFixed(2)].sort());
  });

  it("the Organization's logo is a raster image of at least 112×112 in the build", () => {
    const organization = jsonLd(htmlOf("/")).find((data) => data["@type"] === "Organization");
    const logo = organization?.logo as { url: string; width: number; height: number };
    const size = pngSize(fileOf(logo.url, origin));
    expect(size).toEqual({ width: logo.width, height: logo.height });
    expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(112);
  });
});

describe("search titles and descriptions", () => {
  it.each(indexable.map((route) => [route.path] as const))(
    "%s: title within 60 characters with the brand once, description 70-160",
    (path) => {
      const html = htmlOf(path);
      const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
      const description = meta(html, "description");
      expect(title.length, title).toBeLessThanOrEqual(TITLE_MAX);
      expect(brandCount(title, bundle.site.name), title).toBe(1);
      expect(description.length, description).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
      expect(description.length, description).toBeLessThanOrEqual(DESCRIPTION_MAX);
    },
  );
});

describe("feed and sitemap", () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const app = express().use(staticFiles(client));
    await new Promise<void>((resolve) => (server = app.listen(0, "127.0.0.1", () => resolve())));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("rss.xml is served as application/rss+xml and names itself, its last change and every article", async () => {
    const response = await fetch(`${base}/rss.xml`);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toContain('xmlns:atom="http://www.w3.org/2005/Atom"');
    expect(xml).toContain(`<atom:link href="${origin}/rss.xml" rel="self" type="application/rss+xml"/>`);
    const newest =
      bundle.articles
        .map((article) => article.updated ?? article.date)
        .sort()
        .at(-1) ?? "";
    const lastBuildDate = /<lastBuildDate>([^<]+)<\/lastBuildDate>/.exec(xml)?.[1] ?? "";
    expect(new Date(lastBuildDate).toISOString().slice(0, 10)).toBe(newest);
    expect(lastBuildDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    const items = [...xml.matchAll(/<item>(.*?)<\/item>/g)].map((match) => match[1] ?? "");
    expect(items).toHaveLength(bundle.articles.length);
    for (const item of items) expect(item).toMatch(/<guid isPermaLink="true">[^<]+<\/guid><pubDate>[^<]+ GMT<\/pubDate><dc:creator>/);
  });

  it("share images and the logo are served from the site itself as PNG", async () => {
    for (const url of [indexable[0]?.shareImage?.url ?? "", "/logo.png"]) {
      const response = await fetch(`${base}${url}`);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-type"), url).toBe("image/png");
    }
  });

  it("every sitemap entry has a lastmod day, and a listing page is no older than what it lists", async () => {
    const xml = await (await fetch(`${base}/sitemap.xml`)).text();
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((match) => ({
      path: (match[1] ?? "").slice(origin.length) || "/",
      lastmod: match[2],
    }));
    // A job past its closing date keeps its page but leaves the sitemap.
    const today = businessToday(bundle.site.timeZone);
    const listed = indexable.filter((route) => !(route.validThrough && !isJobOpen({ validThrough: route.validThrough }, today)));
    expect(entries.map((entry) => entry.path).sort()).toEqual(listed.map((route) => route.path).sort());
    for (const entry of entries) expect(entry.lastmod, entry.path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const lastmodOf = new Map(entries.map((entry) => [entry.path, entry.lastmod ?? ""]));
    const newestArticle =
      bundle.articles
        .map((article) => lastmodOf.get(article.url) ?? "")
        .sort()
        .at(-1) ?? "";
    expect((lastmodOf.get("/blog") ?? "") >= newestArticle).toBe(true);
    for (const article of bundle.articles) expect(lastmodOf.get(article.url)).toBe(article.updated ?? article.date);
  });
});
