import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { layoutProblems } from "./layout-probe.ts";

// The probe behind layout.spec.ts, shown broken pages: each fault must be reported, and what is hidden
// or scrollable on purpose must not be.
test.use({ viewport: { width: 320, height: 600 } });

const HEADER = (controls: string) =>
  `<header><nav style="display:flex;height:64px;align-items:center;justify-content:space-between">${controls}</nav></header>`;

async function probe(page: Page, body: string) {
  await page.setContent(`<!doctype html><html><body style="margin:0;font:16px sans-serif">${body}</body></html>`);
  return page.evaluate(layoutProblems);
}

test("a page that fits has no problems", async ({ page }) => {
  const html = `${HEADER('<a href="/">Home</a><button>Toggle</button>')}<main><p>Short text.</p></main>`;
  expect(await probe(page, html)).toEqual([]);
});

test("reports a page wider than the viewport", async ({ page }) => {
  const problems = await probe(page, `${HEADER('<a href="/">Home</a>')}<div style="width:400px">wide</div>`);
  expect(problems.join("\n")).toMatch(/page is 400px wide in a 320px viewport/);
});

test("reports a header control past the right edge", async ({ page }) => {
  const problems = await probe(page, HEADER('<a href="/">Home</a><button style="margin-right:-60px">Toggle</button>'));
  expect(problems.join("\n")).toMatch(/header control <button> "Toggle" is outside the viewport/);
});

test("reports header text on two lines and a control leaving the row", async ({ page }) => {
  const problems = await probe(
    page,
    HEADER('<a href="/" style="width:90px;font-size:20px">Example Holdings Group</a><button>Toggle</button>'),
  );
  expect(problems.join("\n")).toMatch(/header text "Example Holdings Group" wraps onto [2-9] lines/);
  expect(problems.join("\n")).toMatch(/header control <a> "Example Holdings Group" leaves the header's row/);
});

test("reports text running out of its card", async ({ page }) => {
  const card = '<div style="width:120px;border:1px solid">hello@averyveryverylongdomainname.com</div>';
  const problems = await probe(page, `${HEADER("<a href='/'>Home</a>")}${card}`);
  expect(problems.join("\n")).toMatch(/text "hello@averyveryverylongdomainname.com" runs out of <div>/);
});

test("ignores visually hidden text and text in a region that scrolls sideways", async ({ page }) => {
  const hidden =
    '<span style="position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap">A long label for screen readers only</span>';
  const trap = '<div style="position:absolute;left:-10000px;width:1px">Leave this field empty</div>';
  const table =
    '<div style="overflow-x:auto"><table style="width:600px"><tr><td style="border:1px solid">A wide table cell that scrolls</td><td style="border:1px solid">Another cell</td></tr></table></div>';
  expect(await probe(page, `${HEADER("<a href='/'>Home</a>")}${hidden}${trap}${table}`)).toEqual([]);
});
