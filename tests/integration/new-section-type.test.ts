/**
 * Adding a section type takes three files, all in its own folder (CONTRIBUTING.md, "Adding a section type";
 * docs/decisions/0545-content-pipeline-module-and-section-folders.md): its schema, its component with its
 * `defineSection`, and, when the compiler fills it in, its compile step. This adds one, `quote`, in a copy of the
 * project, uses it on a page, and builds the content: the registries, the page schema's list, the bundle and the
 * editor's configuration pick it up with no other file edited, and the copy still type-checks.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyProject, runInCopy } from "../fixtures/project-copy.ts";

const SCHEMA = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  title: "Quote",
  description: "One sentence a client said, with who said it.",
  type: "object",
  additionalProperties: false,
  required: ["type", "title", "text", "by"],
  properties: {
    type: { const: "quote", description: "A client's quote." },
    id: { $ref: "../../../schemas/common.schema.json#/$defs/sectionAnchor" },
    title: { $ref: "../../../schemas/common.schema.json#/$defs/sectionHeading" },
    text: { description: "What the client said.", type: "string", minLength: 1 },
    by: { description: "Who said it.", type: "string", minLength: 1 },
    topics: { description: "Topics a visitor can pick with ?topic=.", type: "array", items: { type: "string" } },
  },
};

const COMPONENT = `import type { CompiledSectionOf } from "../../content/types.ts";
import { SectionShell } from "../section-shell.tsx";
import { defineSection } from "../section-module.ts";

/** One client's words. */
function QuoteSection({ section }: { section: CompiledSectionOf<"quote"> }) {
  return (
    <SectionShell id={section.id} heading={section}>
      <blockquote>
        <p>{section.text}</p>
        <footer>{section.attribution}</footer>
      </blockquote>
    </SectionShell>
  );
}

export const definition = defineSection({
  type: "quote",
  interactive: false,
  Component: QuoteSection,
  structuredData: (section) => [{ "@type": "Quotation", text: section.text }],
});
`;

const COMPILE = `import type { Quote } from "../../content/types.ts";

/** A quote as its component receives it: the attribution written out once, here. */
export type Compiled = Quote & { attribution: string };

/** The topics a visitor can pick, each prerendered. */
export const query = (section: Compiled) => ({ topic: section.topics ?? [] });

export function compile(section: Quote): Compiled {
  return { ...section, attribution: \`— \${section.by}\` };
}
`;

const SECTION = `  - type: quote
    title: In a client's words
    text: They answered every question before we asked it.
    by: A client in Dallas
    topics: [cloud]
`;

let copy: string;
let build: ReturnType<typeof runInCopy>;
let changed: string[];

const git = (...args: string[]) => spawnSync("git", args, { cwd: copy, encoding: "utf8" }).stdout;

beforeAll(() => {
  copy = copyProject("new-section-type-");
  git("add", "-A");
  git("-c", "user.name=test", "-c", "user.email=test@example.com", "commit", "--quiet", "-m", "before");
  mkdirSync(join(copy, "src/sections/quote"));
  writeFileSync(join(copy, "src/sections/quote/quote.schema.json"), `${JSON.stringify(SCHEMA, null, 2)}\n`);
  writeFileSync(join(copy, "src/sections/quote/quote-section.tsx"), COMPONENT);
  writeFileSync(join(copy, "src/sections/quote/quote-compile.ts"), COMPILE);
  // The editor's part: a page that uses the new type.
  const page = join(copy, "content/pages/terms.yaml");
  writeFileSync(page, readFileSync(page, "utf8").replace(/^sections:\n/m, `sections:\n${SECTION}`));
  build = runInCopy(copy, process.execPath, ["scripts/content-build.ts"]);
  changed = git("status", "--porcelain", "--untracked-files=all")
    .split("\n")
    .filter(Boolean)
    .map((line) => line.slice(3));
}, 300_000);

afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe("adding a section type in a copy of the project", () => {
  it("builds, and says that page.schema.json's list of section types now has it", () => {
    // Content warnings (an editor's month can repeat keywords) are not the new type's business; errors are.
    expect(build.stderr.split("\n").filter((line) => line !== "" && !/\swarning: /.test(line))).toEqual([]);
    expect(build.status).toBe(0);
    expect(build.stdout).toContain("added quote");
  });

  it("takes three hand-written files in one folder; the build rewrites page.schema.json's list, and the editor edits a page", () => {
    expect(changed.sort()).toEqual([
      "content/pages/terms.yaml",
      "schemas/page.schema.json",
      "src/sections/quote/quote-compile.ts",
      "src/sections/quote/quote-section.tsx",
      "src/sections/quote/quote.schema.json",
    ]);
  });

  it("lists the type in the generated registries: its declaration, its compile step and its query", () => {
    expect(readFileSync(join(copy, ".generated/sections.ts"), "utf8")).toContain(
      'import { definition as quote } from "../src/sections/quote/quote-section.tsx";',
    );
    const steps = readFileSync(join(copy, ".generated/section-compile-steps.ts"), "utf8");
    expect(steps).toContain('import { compile as quote, query as quoteQuery } from "../src/sections/quote/quote-compile.ts";');
    expect(steps).toMatch(/SECTION_QUERIES: SectionQueries = \{[^}]*"quote": quoteQuery/);
  });

  it("compiles the page's section with its compile step, and gives the editor its fields", () => {
    const bundle = JSON.parse(readFileSync(join(copy, ".generated/content.json"), "utf8")) as {
      pages: Record<string, { sections: { type: string; attribution?: string }[] }>;
    };
    expect(bundle.pages["/terms"]?.sections[0]).toMatchObject({ type: "quote", attribution: "— A client in Dallas" });
    const cms = readFileSync(join(copy, ".generated/cms-config.yml"), "utf8");
    expect(cms).toContain("What the client said.");
  });

  it("type-checks: the component receives the compiled type, the registries take the new declaration", () => {
    expect(runInCopy(copy, process.execPath, ["node_modules/@react-router/dev/bin.cjs", "typegen"]).status).toBe(0);
    const check = runInCopy(copy, process.execPath, ["node_modules/typescript/bin/tsc", "--noEmit"]);
    expect(check.stdout + check.stderr).toBe("");
    expect(check.status).toBe(0);
  }, 300_000);
});
