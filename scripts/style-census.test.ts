import { describe, expect, it } from "vitest";
import { census, headingsIn, rawTypeClasses } from "./style-census.ts";

describe("the style census", () => {
  it("finds headings in JSX, with quoted, braced and template class names, and in HTML strings", () => {
    const jsx = [
      '<h2 id="x" className="heading-section text-fg">A</h2>',
      '<h3 className={`text-lg font-semibold ${on ? "text-white" : "text-fg"}`}>B</h3>',
      "<h1>{title}</h1>",
      '<header className="text-3xl">not a heading</header>',
    ].join("\n");
    expect(headingsIn({ name: "a.tsx", text: jsx })).toEqual([
      { file: "a.tsx", line: 1, classes: "heading-section text-fg" },
      { file: "a.tsx", line: 2, classes: '`text-lg font-semibold ${on ? "text-white" : "text-fg"}`' },
      { file: "a.tsx", line: 3, classes: "" },
    ]);
    expect(headingsIn({ name: "b.server.ts", text: '`<h1 class="mt-4 text-3xl font-bold">${t}</h1>`' })).toEqual([
      { file: "b.server.ts", line: 1, classes: "mt-4 text-3xl font-bold" },
    ]);
  });

  it("tells loose type classes from named styles, colours and line heights", () => {
    expect(rawTypeClasses("mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl text-fg uppercase print:text-[11pt]")).toEqual([
      "text-4xl",
      "font-extrabold",
      "tracking-tight",
      "sm:text-5xl",
      "uppercase",
      "print:text-[11pt]",
    ]);
    expect(rawTypeClasses("mt-4 heading-page leading-tight text-fg text-accent-strong font-mono")).toEqual([]);
  });

  it("counts raw palette classes with their variants and opacity, in markup and CSS apart, and gradients in markup", () => {
    const result = census([
      { name: "a.tsx", text: '"bg-sky-700 dark:hover:bg-slate-800/60 text-fg bg-white border-line-subtle/70 shadow-sky-900/20"' },
      { name: "b.ts", text: '"bg-gradient-to-r from-sky-600 to-indigo-600 hover:from-sky-500"' },
      { name: "c.css", text: "@apply text-slate-700 dark:text-slate-300;" },
    ]);
    expect(result.rawPalette).toEqual({ markup: 6, css: 2, byFile: { "a.tsx": 3, "b.ts": 3, "c.css": 2 } });
    expect(result.gradients).toBe(1);
  });

  it("counts headings, their distinct class strings, type styles and sets of loose type classes", () => {
    const text = [
      '<h2 className="text-3xl font-bold">',
      '<h2 className="mt-4 font-bold text-3xl">',
      '<h3 className="heading-card">',
      '<h3 className="mt-2 heading-card text-fg">',
      "<h4>",
    ].join("\n");
    const { headings } = census([{ name: "a.tsx", text }]);
    expect(headings).toMatchObject({ count: 5, classStrings: 5, typeStyles: 2, rawTypeStyles: 1 });
    expect(headings.withRawType.map(({ line }) => line)).toEqual([1, 2]);
  });
});
