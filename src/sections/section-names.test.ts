import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SECTION_COMPILE_STEPS } from "../../.generated/section-compile-steps.ts";
import { SECTION_DEFINITIONS } from "../../.generated/sections.ts";

/**
 * One name per section type (docs/decisions/0161): the YAML key `logo-strip` has the folder src/sections/logo-strip/
 * with its schema file logo-strip.schema.json (docs/decisions/0545),
 * the schema title "Logo strip", the generated data type `LogoStrip`, and the file logo-strip-section.tsx, which holds the component `LogoStripSection` and exports its declaration
 * `definition` (type "logo-strip"), which the generated registry lists.
 * When the compiler fills in its data, the folder also holds logo-strip-compile.ts, whose `compile` the
 * compiler's generated registry lists.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));

interface SchemaDef {
  title?: string;
  properties?: { type?: { const?: string } };
}
const page = JSON.parse(readFileSync(join(root, "schemas/page.schema.json"), "utf8")) as {
  $defs: { section?: { oneOf?: { $ref: string }[] } };
};
const generatedTypes = readFileSync(join(root, ".generated/content-types.ts"), "utf8");
/** The page's union of section types: one `$ref` per type, relative to page.schema.json. */
const sectionRefs = (page.$defs.section?.oneOf ?? []).map(({ $ref }) => $ref);
const sectionKeys = sectionRefs.map((ref) => ref.replace(/^.*\//, "").replace(/\.schema\.json$/, ""));
const sectionsDir = join(root, "src/sections");
const definitionOf = (key: string) => JSON.parse(readFileSync(join(sectionsDir, key, `${key}.schema.json`), "utf8")) as SchemaDef;

const words = (key: string) => key.split("-");
const titleOf = (key: string) =>
  words(key)
    .join(" ")
    .replace(/^./, (first) => first.toUpperCase());
const typeOf = (key: string) =>
  words(key)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("");

describe("section names", () => {
  it("lists every section type once in the schema and once in the registry", () => {
    expect(sectionKeys.length).toBeGreaterThan(20);
    expect(new Set(sectionKeys).size).toBe(sectionKeys.length);
    expect(Object.keys(SECTION_DEFINITIONS).sort()).toEqual([...sectionKeys].sort());
  });

  it("src/sections/ holds one folder per section type, named after its key (besides detail/, the detail pages' parts)", () => {
    const folders = readdirSync(join(root, "src/sections"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== "detail")
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual([...sectionKeys].sort());
  });

  it("each section type's folder holds its one schema file, named after its key, and the page lists each by that path", () => {
    expect(sectionRefs).toEqual(sectionKeys.map((key) => `../src/sections/${key}/${key}.schema.json`));
    const files = (readdirSync(sectionsDir, { recursive: true }) as string[]).filter((file) => file.endsWith(".schema.json")).sort();
    expect(files.map((file) => file.split("\\").join("/"))).toEqual(sectionKeys.map((key) => `${key}/${key}.schema.json`).sort());
    expect(existsSync(join(root, "schemas/sections")), "the schemas of section types live in their folders, not in schemas/").toBe(false);
  });

  it("no section type has a numbered copy (Cta1): a schema reusing one gives its use a title of its own", () => {
    const copies = sectionKeys.filter((key) => new RegExp(`^export (interface|type) ${typeOf(key)}\\d+\\b`, "m").test(generatedTypes));
    expect(copies).toEqual([]);
  });

  it.each(sectionKeys)("%s: one name across YAML key, schema file and title, data type, file, component and registry", async (key) => {
    const definition = definitionOf(key);
    expect(definition.properties?.type?.const, "the schema file's name is its YAML key").toBe(key);
    expect(definition.title, "schema title (editor wording belongs in description)").toBe(titleOf(key));
    expect(generatedTypes, "generated data type").toMatch(new RegExp(`^export (interface|type) ${typeOf(key)}\\b`, "m"));
    expect(generatedTypes, "the Section union names the type itself, not a numbered copy").toMatch(
      new RegExp(`^ {2}\\| ${typeOf(key)}$`, "m"),
    );
    const file = join(root, "src/sections", key, `${key}-section.tsx`);
    expect(existsSync(file), `src/sections/${key}/${key}-section.tsx`).toBe(true);
    const module = (await import(file)) as Record<string, unknown>;
    // The component is the file's function named after the key; other code reaches it through the declaration.
    expect(readFileSync(file, "utf8"), `${typeOf(key)}Section declared by its file`).toMatch(
      new RegExp(`^(export )?function ${typeOf(key)}Section\\(`, "m"),
    );
    const component = (module.definition as { Component?: { name?: string } } | undefined)?.Component;
    expect(component, `${typeOf(key)}Section, the file's component`).toBeTypeOf("function");
    expect(component?.name, "the declared component is the one named after the key").toBe(`${typeOf(key)}Section`);
    const entry = SECTION_DEFINITIONS[key as keyof typeof SECTION_DEFINITIONS];
    expect(module.definition, "the file's declaration is the registry entry").toBe(entry);
    expect(entry.type, "declared type").toBe(key);
    expect(entry.Component, "registry entry").toBe(component);
  });

  it.each(sectionKeys)("%s: its folder holds its schema and component files, a compile file only by that name, and tests", async (key) => {
    const files = readdirSync(join(root, "src/sections", key)).filter((file) => !/\.test\.tsx?$/.test(file));
    expect(
      files.filter((file) => file !== `${key}-section.tsx` && file !== `${key}-compile.ts` && file !== `${key}.schema.json`),
      "other files in the folder",
    ).toEqual([]);
    const compileFile = join(root, "src/sections", key, `${key}-compile.ts`);
    const step = SECTION_COMPILE_STEPS[key as keyof typeof SECTION_COMPILE_STEPS] as unknown;
    if (!existsSync(compileFile)) return expect(step, "no compile file, no compile step").toBeUndefined();
    const module = (await import(compileFile)) as Record<string, unknown>;
    expect(module.compile, "the compile file exports compile").toBeTypeOf("function");
    expect(step, "the compiler's registry lists the compile file's step").toBe(module.compile);
  });
});
