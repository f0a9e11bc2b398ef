import { describe, expect, it } from "vitest";
import { markdownToHtml } from "./markdown.ts";

const TABLE = "| Plan | Price |\n| --- | --- |\n| Basic | $99 |\n";

describe("Markdown tables scroll inside their own region", () => {
  it("wraps a table in a focusable region named after the heading above it", () => {
    const html = markdownToHtml(`## Compare the plans\n\nIntro.\n\n${TABLE}`);
    expect(html).toMatch(/<div class="table-scroll" role="region" tabindex="0" aria-label="Compare the plans"><table>/);
    expect(html).toMatch(/<\/table><\/div>/);
  });

  it("names a table without a heading above it after its column headings", () => {
    expect(markdownToHtml(TABLE)).toContain('aria-label="Plan, Price"');
  });

  it("takes the nearest heading, also for a table nested in a quote", () => {
    const html = markdownToHtml(`## First\n\n### Second\n\n> ${TABLE.split("\n").join("\n> ")}`);
    expect(html).toContain('<blockquote>\n<div class="table-scroll" role="region" tabindex="0" aria-label="Second">');
  });

  it("leaves an author's own attributes to the sanitizer: raw HTML regions do not survive", () => {
    const html = markdownToHtml('<div role="region" tabindex="0" onfocus="alert(1)">x</div>\n\nText');
    expect(html).not.toContain("onfocus");
    expect(html).not.toContain('role="region"');
  });

  it("leaves Markdown without tables alone", () => {
    expect(markdownToHtml("Just *text*.")).toBe("<p>Just <em>text</em>.</p>");
  });
});
