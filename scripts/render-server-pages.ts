/**
 * After react-router build: renders, through the server build itself, the pages the server answers
 * without rendering per request (docs/decisions/0221-plain-status-pages.md): each route's not-found
 * page, and the template of the plain 400/429/500 pages. Written to build/server-pages, outside
 * build/client, so none of them is reachable at an address of its own.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { NOT_FOUND_PROBE, statusTemplateFrom, type ServerPagesManifest, type ServerPageTexts } from "../src/server/server-pages.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const outDir = `${root}build/server-pages`;
const build = (await import(`${root}build/server/index.js`)) as ServerBuild;
const handler = createRequestHandler(build, "production");
const texts = (JSON.parse(readFileSync(`${root}.generated/content.json`, "utf8")) as { site: { serverPages: ServerPageTexts } }).site
  .serverPages;

/** A path each page-like route matches, with every parameter set to the probe; undefined for fixed paths. */
export function probePath(routePath: string | undefined): string | undefined {
  if (!routePath || !/(^|\/)(:|\*)/.test(routePath)) return undefined;
  return `/${routePath
    .split("/")
    .map((segment) => (segment.startsWith(":") ? NOT_FOUND_PROBE : segment === "*" ? `${NOT_FOUND_PROBE}/${NOT_FOUND_PROBE}` : segment))
    .join("/")}`;
}

async function render(path: string): Promise<{ status: number; html: string }> {
  const response = await handler(new Request(`http://localhost${path}`), new RouterContextProvider());
  return { status: response.status, html: await response.text() };
}

rmSync(outDir, { recursive: true, force: true });
mkdirSync(`${outDir}/not-found`, { recursive: true });
const manifest: ServerPagesManifest = { notFound: {}, statusTemplate: "", texts };
for (const [routeId, route] of Object.entries(build.routes)) {
  const path = probePath(route?.path);
  if (!path || routeId.startsWith("routes/api.")) continue;
  const { status, html } = await render(path);
  if (status !== 404) throw new Error(`render-server-pages: ${path} (route ${routeId}) answered ${status}, not 404.`);
  const file = `not-found/${routeId.replace(/[^a-z0-9-]+/gi, "-")}.html`;
  writeFileSync(`${outDir}/${file}`, html);
  manifest.notFound[routeId] = { file, probePath: path };
}
const generic = manifest.notFound.page ?? Object.values(manifest.notFound)[0];
if (!generic) throw new Error("render-server-pages: no not-found page was rendered.");
manifest.statusTemplate = statusTemplateFrom(readFileSync(`${outDir}/${generic.file}`, "utf8"));
writeFileSync(`${outDir}/manifest.json`, JSON.stringify(manifest, null, 2) + "\n");
console.log(`Rendered ${Object.keys(manifest.notFound).length} not-found pages and the status page template.`);
