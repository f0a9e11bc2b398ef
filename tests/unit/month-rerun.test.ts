import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { BROWSER_SPECS_NOT_CONTENT, changedRoutes, READS_CONTENT, TEST_FILES_NOT_CONTENT } from "../fixtures/month-rerun.ts";

const root = new URL("../../", import.meta.url);
const made: string[] = [];

/** A build folder with one page per route, each a header, a <main> and a footer. */
function build(pages: Record<string, { main: string; footer?: string }>): string {
  const dir = mkdtempSync(join(tmpdir(), "month-rerun-"));
  made.push(dir);
  for (const [route, { main, footer = "(555) 010-0000" }] of Object.entries(pages)) {
    const folder = join(dir, "client", route === "/" ? "" : route);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, "index.html"), `<header>nav</header><main id="main">${main}</main><footer>${footer}</footer>`);
  }
  return dir;
}

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the routes an editor's month changed", () => {
  it("are the pages whose body differs or that are new, not those whose shared footer alone changed", () => {
    const before = build({ "/": { main: "Six entries" }, "/alpha": { main: "Alpha" }, "/notes/a": { main: "Draft" } });
    const after = build({
      "/": { main: "Seven entries", footer: "(555) 010-9999" },
      "/alpha": { main: "Alpha", footer: "(555) 010-9999" },
      "/notes/a": { main: "Draft, reworded" },
      "/notes/b": { main: "Added" },
    });
    expect(changedRoutes(["/", "/alpha", "/notes/a", "/notes/b"], before, after)).toEqual(["/", "/notes/a", "/notes/b"]);
  });

  it("compare whole documents when a page has no <main>", () => {
    const before = build({ "/brochure": { main: "" } });
    const after = build({ "/brochure": { main: "" } });
    writeFileSync(join(before, "client/brochure/index.html"), "<p>call (555) 010-0000</p>");
    writeFileSync(join(after, "client/brochure/index.html"), "<p>call (555) 010-9999</p>");
    expect(changedRoutes(["/brochure"], before, after)).toEqual(["/brochure"]);
  });
});

describe("the tests a month leaves out of its rerun", () => {
  it("exist, so a renamed file is not left out unseen", () => {
    for (const file of [...BROWSER_SPECS_NOT_CONTENT.map((spec) => `tests/e2e/${spec}`), ...TEST_FILES_NOT_CONTENT]) {
      expect(() => readFileSync(new URL(file, root)), file).not.toThrow();
    }
  });

  it("include no test file that reads the content", () => {
    for (const file of TEST_FILES_NOT_CONTENT) {
      expect(readFileSync(new URL(file, root), "utf8"), file).not.toMatch(READS_CONTENT);
    }
  });
});
