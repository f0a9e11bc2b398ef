import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { htmlFiles, routeOfHtml } from "../../scripts/build-sizes.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const client = join(root, "build/client");

const pathOf = (file: string) => routeOfHtml(client, file);

describe("the production build", () => {
  it("exists (npm test builds before unit tests)", () => {
    expect(existsSync(join(client, "index.html"))).toBe(true);
  });

  const routes = JSON.parse(readFileSync(join(root, ".generated/routes.json"), "utf8")) as string[];
  const files = htmlFiles(client);

  it("prerenders exactly the known routes", () => {
    expect(files.map(pathOf).sort()).toEqual([...routes].sort());
  });

  it("gives every page its own title and description", () => {
    const titles = new Map<string, string>();
    for (const file of files) {
      const html = readFileSync(file, "utf8");
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(title, pathOf(file)).toBeTruthy();
      expect(html, pathOf(file)).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html, pathOf(file)).toContain(
        `<link rel="canonical" href="http://localhost:3000${pathOf(file) === "/" ? "/" : pathOf(file)}"`,
      );
      titles.set(title ?? "", pathOf(file));
    }
    expect(titles.size).toBe(files.length);
  });

  it("preconnects to the stock-photo host exactly on the pages that show a stock photo", () => {
    const preconnect = '<link rel="preconnect" href="https://images.unsplash.com"/>';
    const withStock = files.filter((file) => /<img [^>]*src="https:\/\/images\.unsplash\.com\//.test(readFileSync(file, "utf8")));
    // Both kinds exist, so the rule is shown both ways.
    expect(withStock.length).toBeGreaterThan(0);
    expect(withStock.length).toBeLessThan(files.length);
    for (const file of files) {
      const html = readFileSync(file, "utf8");
      expect(html.split(preconnect).length - 1, pathOf(file)).toBe(withStock.includes(file) ? 1 : 0);
    }
  });

  it("gives every page the site icon as a data URL, so loading it asks for no icon file (record 0402)", () => {
    const icon = readFileSync(join(root, "public/favicon.svg"), "utf8").trim();
    for (const file of files) {
      const href = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml"\/>/.exec(readFileSync(file, "utf8"))?.[1] ?? "";
      expect(href, pathOf(file)).toMatch(/^data:image\/svg\+xml,/);
      const decoded = decodeURIComponent(href.slice("data:image/svg+xml,".length)).replaceAll("&#x27;", "'");
      // Vite writes the SVG with single quotes; the drawing is the same.
      expect(decoded.replaceAll("'", '"'), pathOf(file)).toBe(icon);
    }
  });

  it("ships no source maps and no server code to the browser", () => {
    const all = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? all(join(dir, name)) : [join(dir, name)]));
    const clientFiles = all(client);
    expect(clientFiles.filter((file) => file.endsWith(".map"))).toEqual([]);
    for (const file of clientFiles.filter((name) => name.endsWith(".js"))) {
      const code = readFileSync(file, "utf8");
      expect(code, file).not.toMatch(/node:sqlite|BREVO_API_KEY|AI_API_KEY|DatabaseSync/);
    }
  });

  it("ships no secrets, server code, server paths or source-map references in any text file", () => {
    const all = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? all(join(dir, name)) : [join(dir, name)]));
    const files = all(client);
    // A dotfile (.env) has no business in a public folder.
    expect(
      files.filter((file) =>
        relative(client, file)
          .split(sep)
          .some((part) => part.startsWith(".")),
      ),
    ).toEqual([]);
    const text = files.filter((file) => /\.(js|mjs|css|html|data|json|xml|txt|svg|webmanifest)$/.test(file));
    expect(text.length).toBeGreaterThan(50);
    const forbidden = [
      ...["BREVO_API_KEY", "AI_API_KEY", "LEADS_DB", "process.env"],
      ...["node:sqlite", "DatabaseSync", "node:fs", "node:child_process", "node:crypto"],
      ...["src/server/", ".server.ts", "lead-store", "sqlite-lead-store", root, "sourceMappingURL"],
      // The secrets themselves, when the build ran with them set.
      ...[process.env.BREVO_API_KEY, process.env.AI_API_KEY].filter((value): value is string => (value?.length ?? 0) >= 8),
    ];
    for (const file of text) {
      const content = readFileSync(file, "utf8");
      for (const needle of forbidden) expect(content.includes(needle), `${relative(client, file)} contains ${needle}`).toBe(false);
    }
  });
});
