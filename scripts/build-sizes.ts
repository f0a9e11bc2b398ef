/** Byte sizes of the built site as a visitor's browser receives them (brotli), per prerendered page. */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { deferredModules } from "../src/hydration/server/defer-hydration.server.ts";

export interface PageSizes {
  path: string;
  html: number;
  firstLoadJs: number;
  css: number;
  scripts: string[];
}

const compressedSize = (file: string) => brotliCompressSync(readFileSync(file)).length;

/** Every prerendered HTML file under the client build. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? htmlFiles(path) : name.endsWith(".html") ? [path] : [];
  });
}

/** The address a prerendered file answers: build/client/about/index.html is /about. */
export function routeOfHtml(clientDir: string, file: string): string {
  return `/${relative(clientDir, file).split(sep).join("/")}`.replace(/\/?index\.html$/, "") || "/";
}

/** Every prerendered page with its compressed HTML, the JavaScript it loads to become interactive, and its CSS. */
export function measurePages(clientDir: string): PageSizes[] {
  return htmlFiles(clientDir).map((file) => {
    const html = readFileSync(file, "utf8");
    // Hydration modules are listed in the deferred loader (src/hydration/server/defer-hydration.server.ts), not in tags.
    const deferred = deferredModules(html);
    const tagged = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? "");
    const scripts = [...new Set([...tagged, ...deferred])];
    const styles = [...new Set([...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((match) => match[1] ?? ""))];
    return {
      path: routeOfHtml(clientDir, file),
      html: compressedSize(file),
      firstLoadJs: scripts.reduce((sum, script) => sum + compressedSize(join(clientDir, script)), 0),
      css: styles.reduce((sum, style) => sum + compressedSize(join(clientDir, style)), 0),
      scripts,
    };
  });
}
