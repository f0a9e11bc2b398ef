/**
 * After react-router build: renders, through the server build itself, the pages the server answers
 * without rendering per request (docs/decisions/0221-plain-status-pages.md, 0190-query-allow-lists.md):
 * each route's not-found page, the template of the plain 400/429/500 pages, and every page variant
 * for a finite set of query values (the blog's category lists). Written to build/server-pages,
 * outside build/client, so none of them is reachable at an address of its own. As the build's last step, it
 * then moves the record of the build's inputs into build/ (docs/decisions/0513-npm-start-rebuilds-a-stale-build.md).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { CompiledPage } from "../src/content/types.ts";
import { stampBuild } from "./stale-build.ts";
import { variantKey } from "../src/lib/page-query.ts";
import { pageQuery } from "../src/content/compiler/page-query.ts";
import {
  NOT_FOUND_PROBE,
  statusTemplateFrom,
  type BudgetLabels,
  type RefusalLabels,
  type ServerPagesManifest,
  type ServerPageLabels,
} from "../src/server/server-pages.server.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const outDir = `${root}build/server-pages`;
const build = (await import(`${root}build/server/index.js`)) as ServerBuild;
const handler = createRequestHandler(build, "production");
const bundle = JSON.parse(readFileSync(`${root}.generated/content.json`, "utf8")) as {
  site: { serverPages: ServerPageLabels; labels: { requests: BudgetLabels & RefusalLabels } };
  pages: Record<string, CompiledPage>;
};
const labels = bundle.site.serverPages;
const { tooManySubmissions, tooManyQuestions, crossSite, cannotSend } = bundle.site.labels.requests;

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
const manifest: ServerPagesManifest = {
  routes: Object.values(build.routes).flatMap((route) =>
    route ? [{ id: route.id, path: route.path, index: route.index, parentId: route.parentId }] : [],
  ),
  notFound: {},
  queries: {},
  variants: {},
  statusTemplate: "",
  labels,
  budgetLabels: { tooManySubmissions, tooManyQuestions },
  refusalLabels: { crossSite, cannotSend },
};
for (const [routeId, route] of Object.entries(build.routes)) {
  const path = probePath(route?.path);
  if (!path || routeId.startsWith("routes/api.")) continue;
  const { status, html } = await render(path);
  if (status !== 404) throw new Error(`render-server-pages: ${path} (route ${routeId}) answered ${status}, not 404.`);
  const file = `not-found/${routeId.replace(/[^a-z0-9-]+/gi, "-")}.html`;
  writeFileSync(`${outDir}/${file}`, html);
  manifest.notFound[routeId] = { file, probePath: path };
}
/** Written with its brotli and gzip forms, like every file of build/client (scripts/postbuild.ts). */
function writeCompressed(path: string, html: string) {
  const body = Buffer.from(html);
  writeFileSync(path, body);
  writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
}

let variantCount = 0;
for (const [pagePath, page] of Object.entries(bundle.pages)) {
  const query = pageQuery(page);
  if (Object.keys(query).length === 0) continue;
  manifest.queries[pagePath] = query;
  for (const [name, values] of Object.entries(query)) {
    for (const value of values ?? []) {
      const key = variantKey([[name, value]]);
      const { status, html } = await render(`${pagePath}?${key}`);
      if (status !== 200) throw new Error(`render-server-pages: ${pagePath}?${key} answered ${status}, not 200.`);
      const file = `variants/${variantCount++}.html`;
      mkdirSync(`${outDir}/variants`, { recursive: true });
      writeCompressed(`${outDir}/${file}`, html);
      (manifest.variants[pagePath] ??= {})[key] = file;
    }
  }
}

const generic = manifest.notFound.page ?? Object.values(manifest.notFound)[0];
if (!generic) throw new Error("render-server-pages: no not-found page was rendered.");
manifest.statusTemplate = statusTemplateFrom(readFileSync(`${outDir}/${generic.file}`, "utf8"));
writeFileSync(`${outDir}/manifest.json`, JSON.stringify(manifest, null, 2) + "\n");
console.log(
  `Rendered ${Object.keys(manifest.notFound).length} not-found pages, ${variantCount} page variants for query values, and the status page template.`,
);
if (!stampBuild(root)) console.log("No record of this build's inputs (its first step was not run): npm start will build again.");
