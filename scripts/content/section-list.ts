/**
 * The list of section types is derived from the folder of section schemas (docs/decisions/0502-a-section-is-one-module.md):
 * one file schemas/sections/<key>.schema.json per type. The content build writes that list into the
 * `oneOf` of page.schema.json (the file editors' YAML extensions and the web editor read) and into the
 * generated registry, .generated/sections.ts, which imports each type's declaration from
 * src/sections/<key>/<key>-section.tsx.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { schemaFiles } from "./schema-files.ts";

const ONE_OF = /("oneOf": \[)([\s\S]*?)(\n {6}\])/;
const REF = /"\$ref": "sections\/([a-z0-9-]+)\.schema\.json"/g;

/** The keys page.schema.json's section `oneOf` lists now, in its order. */
function listedKeys(pageSource: string): string[] {
  return [...(ONE_OF.exec(pageSource)?.[2] ?? "").matchAll(REF)].map((match) => match[1] ?? "");
}

/**
 * Every section type, one per schema file. The order is the one page.schema.json lists (the web editor's
 * menu shows it): a new type is added at the end, a type whose schema file is gone is dropped.
 */
export function sectionKeys(schemaDir: string): string[] {
  const files = schemaFiles(join(schemaDir, "sections")).map((file) => file.replace(/\.schema\.json$/, ""));
  const listed = listedKeys(readFileSync(join(schemaDir, "page.schema.json"), "utf8")).filter((key) => files.includes(key));
  return [...listed, ...files.filter((key) => !listed.includes(key))];
}

/** page.schema.json with its section `oneOf` listing exactly `keys`, formatted as the file is. */
export function pageSchemaWithSections(pageSource: string, keys: readonly string[]): string {
  if (!ONE_OF.test(pageSource)) throw new Error('schemas/page.schema.json: no "oneOf" list of sections in $defs.section');
  const items = keys.map((key) => `\n        {\n          "$ref": "sections/${key}.schema.json"\n        }`).join(",");
  return pageSource.replace(ONE_OF, (_whole, open: string, _list: string, close: string) => `${open}${items}${close}`);
}

/** Brings page.schema.json's `oneOf` in line with the section schema files; writes only when it changes. Returns the keys. */
export function syncPageSections(schemaDir: string): string[] {
  const keys = sectionKeys(schemaDir);
  const file = join(schemaDir, "page.schema.json");
  const source = readFileSync(file, "utf8");
  const updated = pageSchemaWithSections(source, keys);
  if (updated !== source) writeFileSync(file, updated);
  return keys;
}

/** The generated registry: each section type's declaration, imported from its folder; the type check fails on a missing one. */
export function sectionRegistrySource(keys: readonly string[]): string {
  const name = (key: string) => key.replace(/-(.)/g, (_dash, letter: string) => letter.toUpperCase());
  return [
    "// Generated from schemas/sections/ by scripts/content-build.ts (scripts/content/section-list.ts). Do not edit.",
    'import type { SectionDefinitions } from "../src/sections/section-module.ts";',
    ...keys.map((key) => `import { definition as ${name(key)} } from "../src/sections/${key}/${key}-section.tsx";`),
    "",
    "/** Every section type's declaration, by key, in the order page.schema.json lists them. */",
    `export const SECTION_DEFINITIONS: SectionDefinitions = { ${keys.map((key) => (name(key) === key ? key : `"${key}": ${name(key)}`)).join(", ")} };`,
    "",
  ].join("\n");
}
