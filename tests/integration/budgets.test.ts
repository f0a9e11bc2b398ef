import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { measurePages } from "../../scripts/build-sizes.ts";

const KB = 1024;
/**
 * Byte budgets (brotli bytes as sent): a regression fails CI; timings stay in npm run bench.
 * First-load JavaScript: React 19's DOM runtime and React Router's client alone are about 98 KB, so
 * the issue's 100 KB target cannot hold while every page hydrates; this budget holds today's
 * figure with a little room, and anything that grows it past that fails. Raised from 125 to 127 KB when
 * the chat's second recall round, the split components and the style utilities together reached 125.3 KB;
 * since docs/hydration.md, "Work a tap does" this script runs at the visitor's first interaction, not at load. Raised from 127 to
 * 129 KB when the site search's field joined the header, its menu and the 404 page (docs/assistant.md, "Site
 * search"): 126.7 KB before, 128.0 KB after.
 */
const BUDGET = { firstLoadJs: 129 * KB, html: 60 * KB, css: 16 * KB };

const pages = measurePages(fileURLToPath(new URL("../../build/client", import.meta.url)));

describe("byte budgets of the built pages", () => {
  it.each(pages.map((page) => [page.path, page] as const))("%s stays within budget", (_path, page) => {
    expect(page.firstLoadJs, "first-load JavaScript").toBeLessThanOrEqual(BUDGET.firstLoadJs);
    expect(page.html, "HTML").toBeLessThanOrEqual(BUDGET.html);
    expect(page.css, "CSS").toBeLessThanOrEqual(BUDGET.css);
  });

  it("loads no chat code before the chat is opened", () => {
    for (const page of pages)
      expect(
        page.scripts.filter((script) => /chat-panel|meeting-ics|knowledge/.test(script)),
        page.path,
      ).toEqual([]);
  });
});
