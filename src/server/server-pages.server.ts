/**
 * Pages rendered once at build time (scripts/render-server-pages.ts) that the server answers without
 * a render per request: the not-found page of each route, and the plain 400, 403, 405, 429 and 500 pages cut
 * from the generic not-found page (docs/decisions/0221-plain-status-pages.md).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { matchRoutes, type RouteObject } from "react-router";
import type { Requests } from "../content/types.ts";
import { buttonClasses } from "../lib/button-classes.ts";
import { fillTemplate } from "../lib/fill-template.ts";
import type { QueryAllowList } from "../lib/page-query.ts";
import { contentSecurityPolicy, inlineScriptHashes } from "./csp.server.ts";
import { gzipSplice, type GzipSplice } from "./gzip-splice.server.ts";
import { describeFile, type StaticFile } from "./static-file.server.ts";

/** A path segment no content slug can take; replaced by the requested path when served. */
export const NOT_FOUND_PROBE = "zz-not-found-probe";

export interface ServerPagesManifest {
  /** Every route of the build (id, path, parent), to tell which one an unknown path falls to. */
  routes: { id: string; path?: string; index?: boolean; parentId?: string }[];
  /** Route id → file (relative to the manifest's folder) and the probe path it was rendered for. */
  notFound: Record<string, { file: string; probePath: string }>;
  /** Page path → the query parameters it reads. */
  queries: Record<string, QueryAllowList>;
  /** Page path → variant key (e.g. "category=DevOps") → file of the prerendered variant. */
  variants: Record<string, Record<string, string>>;
  /** The status pages' template, with the placeholders of STATUS_SLOTS. */
  statusTemplate: string;
  /** The labels of content/site.yaml's serverPages. */
  labels: ServerPageLabels;
  /** labels.requests' answers to a visitor over a POST budget, for the JSON 429s sent before React Router. */
  budgetLabels: BudgetLabels;
  /** labels.requests' words for a post refused before React Router: from another site (403), or where nothing takes it (405). */
  refusalLabels?: RefusalLabels;
}

export type BudgetLabels = Pick<Requests, "tooManySubmissions" | "tooManyQuestions">;
export type RefusalLabels = Pick<Requests, "crossSite" | "cannotSend">;

export interface ServerPageLabels {
  badRequest: StatusText;
  tooManyRequests: StatusText;
  serverError: StatusText;
  homeLink: string;
}
interface StatusText {
  title: string;
  heading: string;
  message: string;
}

export const STATUS_SLOTS = { title: "%%STATUS_TITLE%%", main: "%%STATUS_MAIN%%" } as const;

export interface ServedPage {
  html: string;
  csp: string;
  /** The same page gzipped, when it can be had without compressing the whole page now. */
  gzip?: () => Buffer;
}

export interface ServerPages {
  /** The prerendered not-found page of `routeId` showing `pathname`; undefined when none was rendered. */
  notFound(routeId: string, pathname: string): ServedPage | undefined;
  /**
   * The not-found page for a path no file answers, by the route it falls to, showing the path as
   * React Router would (`pathname` as the URL parser leaves it); undefined for routes without one
   * (the API, React Router's own endpoints), which React Router then answers.
   */
  notFoundFor(pathname: string): ServedPage | undefined;
  /** The query parameters a page reads; undefined for pages that read none. */
  queryOf(pagePath: string): QueryAllowList | undefined;
  /** A prerendered variant of a page for one query, e.g. ("/blog", "category=DevOps"). */
  variant(pagePath: string, key: string): StaticFile | undefined;
  /** A plain page for 400, 429 (with the time to wait) or 500. */
  status(status: 400 | 429 | 500, wait?: string): ServedPage;
  /** The words of a JSON 429 with {wait} filled in; undefined without a build. */
  overBudget(name: keyof BudgetLabels, wait: string): string | undefined;
  /**
   * A plain page for a post refused before React Router: 403 (from another site) or 405 (nothing at
   * the address takes it), its heading labels.requests' words.
   */
  refusal(status: 403 | 405, label: keyof RefusalLabels): ServedPage;
  /** The same words for a JSON refusal; undefined without a build. */
  refusalText(label: keyof RefusalLabels): string | undefined;
}

/** The same escaping React applies to text, so a filled-in page equals the server's own render byte for byte. */
function escapeHtmlText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c] ?? c);
}

/** Reads build/server-pages; without it (a partial build) the answers are bare but still carry no internals. */
export function loadServerPages(dir: string): ServerPages {
  let manifest: ServerPagesManifest | undefined;
  try {
    manifest = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as ServerPagesManifest;
  } catch {
    manifest = undefined;
  }
  const notFoundPages = new Map<string, { html: string; probe: string; csp: string; splice?: GzipSplice }>();
  for (const [routeId, entry] of Object.entries(manifest?.notFound ?? {})) {
    const html = readFileSync(join(dir, entry.file), "utf8");
    const probe = escapeHtmlText(entry.probePath);
    const parts = html.split(probe);
    // Pages that show the path once get a precompressed gzip around it; others are compressed as sent.
    const splice = parts.length === 2 ? gzipSplice(parts[0] ?? "", parts[1] ?? "") : parts.length === 1 ? gzipSplice(html, "") : undefined;
    notFoundPages.set(routeId, { html, probe, csp: contentSecurityPolicy(inlineScriptHashes(html)), splice });
  }
  const statusPages = new Map<number, ServedPage>();
  const refusalPages = new Map<string, ServedPage>();
  const variants = new Map<string, StaticFile>();
  for (const [pagePath, byKey] of Object.entries(manifest?.variants ?? {}))
    for (const [key, file] of Object.entries(byKey)) variants.set(`${pagePath}?${key}`, describeFile(join(dir, file)));
  const routes = routeTree(manifest?.routes ?? []);
  const notFound = (routeId: string, pathname: string) => {
    const page = notFoundPages.get(routeId);
    if (!page) return undefined;
    const shown = escapeHtmlText(pathname);
    const { splice } = page;
    return {
      html: page.html.replaceAll(page.probe, shown),
      csp: page.csp,
      gzip: splice && (() => splice.body(page.html.includes(page.probe) ? shown : "")),
    };
  };
  return {
    notFound,
    notFoundFor(pathname) {
      // React Router's own endpoint for lazy route discovery looks like a page path.
      if (pathname.startsWith("/__manifest")) return undefined;
      const leaf = matchRoutes(routes, pathname)?.at(-1)?.route.id;
      return leaf ? notFound(leaf, pathname) : undefined;
    },
    queryOf: (pagePath) => manifest?.queries[pagePath],
    variant: (pagePath, key) => variants.get(`${pagePath}?${key}`),
    status(status, wait = "a few minutes") {
      const cached = status === 429 ? undefined : statusPages.get(status);
      if (cached) return cached;
      const page = manifest ? statusPage(manifest, status, wait) : barePage(status);
      if (status !== 429) statusPages.set(status, page);
      return page;
    },
    refusal(status, label) {
      const key = `${status} ${label}`;
      const cached = refusalPages.get(key);
      if (cached) return cached;
      const heading = manifest?.refusalLabels?.[label];
      const page =
        manifest && heading ? plainPage(manifest, status, { ...manifest.labels.badRequest, heading, message: "" }) : barePage(status);
      refusalPages.set(key, page);
      return page;
    },
    refusalText: (label) => manifest?.refusalLabels?.[label],
    overBudget(name, wait) {
      const text = manifest?.budgetLabels?.[name];
      return text === undefined ? undefined : fillTemplate(text, { wait });
    },
  };
}

function statusPage(manifest: ServerPagesManifest, status: 400 | 429 | 500, wait: string): ServedPage {
  const { labels } = manifest;
  const text = status === 400 ? labels.badRequest : status === 429 ? labels.tooManyRequests : labels.serverError;
  return plainPage(manifest, status, text, wait);
}

/** The status number, a heading, a message (none when empty) and the home link, in the not-found page's frame. */
function plainPage(manifest: ServerPagesManifest, status: number, text: StatusText, wait = ""): ServedPage {
  const { labels } = manifest;
  const message = escapeHtmlText(text.message).replaceAll("{wait}", `<strong>${escapeHtmlText(wait)}</strong>`);
  // The 404 page's classes (its home link is a primary Button, buttonClasses()), so the stylesheet already has them.
  const main =
    `<div class="mx-auto flex min-h-[70vh] max-w-2xl flex-col items-center justify-center px-4 pt-28 pb-16 text-center">` +
    `<p class="bg-brand-gradient-light bg-clip-text text-7xl font-extrabold text-transparent">${status}</p>` +
    `<h1 class="mt-4 heading-topic text-fg">${escapeHtmlText(text.heading)}</h1>` +
    (message ? `<p class="mt-3 text-fg-muted">${message}</p>` : "") +
    `<div class="mt-8 flex flex-wrap justify-center gap-3"><a class="${buttonClasses()}" href="/">${escapeHtmlText(labels.homeLink)}</a></div></div>`;
  const html = manifest.statusTemplate.replace(STATUS_SLOTS.title, escapeHtmlText(text.title)).replace(STATUS_SLOTS.main, main);
  return { html, csp: contentSecurityPolicy(inlineScriptHashes(html)) };
}

function routeTree(flat: ServerPagesManifest["routes"]): RouteObject[] {
  const build = (parentId: string | undefined): RouteObject[] =>
    flat
      .filter((route) => route.parentId === parentId)
      .map((route) => (route.index ? { id: route.id, index: true } : { id: route.id, path: route.path, children: build(route.id) }));
  return build(undefined);
}

function barePage(status: number): ServedPage {
  return { html: `<!DOCTYPE html><title>${status}</title><p>${status}</p>`, csp: contentSecurityPolicy([]) };
}

/**
 * The plain-page template from the generic not-found page: its head, header and footer stay, its
 * main content and title become slots, and its scripts go (nothing on a plain page needs to hydrate).
 */
export function statusTemplateFrom(notFoundHtml: string): string {
  const mainStart = notFoundHtml.indexOf('<main id="main"');
  const mainOpenEnd = notFoundHtml.indexOf(">", mainStart) + 1;
  const mainEnd = notFoundHtml.indexOf("</main>", mainOpenEnd);
  const footerEnd = notFoundHtml.indexOf("</footer>", mainEnd);
  const afterFooter = notFoundHtml.indexOf("</div>", footerEnd) + "</div>".length;
  if (mainStart < 0 || mainEnd < 0 || footerEnd < 0)
    throw new Error("The not-found page has no <main> or <footer> to cut the status pages from.");
  const template = notFoundHtml.slice(0, mainOpenEnd) + STATUS_SLOTS.main + notFoundHtml.slice(mainEnd, afterFooter) + "</body></html>";
  return template.replace(/<title>[^<]*<\/title>/, `<title>${STATUS_SLOTS.title}</title>`);
}
