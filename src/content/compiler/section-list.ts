/**
 * The list of section types is derived from the folder of section schemas:
 * one file src/sections/<key>/<key>.schema.json per type. The content build writes that list into the
 * `oneOf` of page.schema.json (the file editors' YAML extensions and the web editor read) and into the
 * generated registry, .generated/sections.ts, which imports each type's declaration from
 * src/sections/<key>/<key>-section.tsx. The types whose folder has a compile step,
 * src/sections/<key>/<key>-compile.ts, are listed in .generated/section-compile-steps.ts (the compiler's
 * registry) and .generated/compiled-sections.ts (what each component receives).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sectionSchemaFile, sectionSchemaKeys } from "./schema-files.ts";

const ONE_OF = /("oneOf": \[)([\s\S]*?)(\n {6}\])/;
const REF = /"\$ref": "\.\.\/src\/sections\/([a-z0-9-]+)\/\1\.schema\.json"/g;

/** The keys page.schema.json's section `oneOf` lists now, in its order. */
function listedKeys(pageSource: string): string[] {
  return [...(ONE_OF.exec(pageSource)?.[2] ?? "").matchAll(REF)].map((match) => match[1] ?? "");
}

/**
 * Every section type, one per schema file. The order is the one page.schema.json lists (the web editor's
 * menu shows it): a new type is added at the end, a type whose schema file is gone is dropped.
 */
export function sectionKeys(schemaDir: string): string[] {
  const files = sectionSchemaKeys(schemaDir);
  const listed = listedKeys(readFileSync(join(schemaDir, "page.schema.json"), "utf8")).filter((key) => files.includes(key));
  return [...listed, ...files.filter((key) => !listed.includes(key))];
}

/** page.schema.json with its section `oneOf` listing exactly `keys`, formatted as the file is. */
export function pageSchemaWithSections(pageSource: string, keys: readonly string[]): string {
  if (!ONE_OF.test(pageSource)) throw new Error('schemas/page.schema.json: no "oneOf" list of sections in $defs.section');
  const items = keys.map((key) => `\n        {\n          "$ref": "${sectionSchemaFile(key)}"\n        }`).join(",");
  return pageSource.replace(ONE_OF, (_whole, open: string, _list: string, close: string) => `${open}${items}${close}`);
}

/** What syncPageSections found: every key, and the keys it added to or removed from page.schema.json's `oneOf`. */
export interface PageSections {
  keys: string[];
  added: string[];
  removed: string[];
}

/** Brings page.schema.json's `oneOf` in line with the section schema files; writes only when it changes. */
export function syncPageSections(schemaDir: string): PageSections {
  const keys = sectionKeys(schemaDir);
  const file = join(schemaDir, "page.schema.json");
  const source = readFileSync(file, "utf8");
  const listed = listedKeys(source);
  const updated = pageSchemaWithSections(source, keys);
  if (updated !== source) writeFileSync(file, updated);
  return { keys, added: keys.filter((key) => !listed.includes(key)), removed: listed.filter((key) => !keys.includes(key)) };
}

/**
 * One line saying how page.schema.json's list of section types changed, for the editor to commit with the
 * schema file; undefined when it did not change.
 */
export function sectionListChange({ added, removed }: PageSections): string | undefined {
  const parts = [added.length && `added ${added.join(", ")}`, removed.length && `removed ${removed.join(", ")}`].filter(Boolean);
  if (!parts.length) return undefined;
  return `schemas/page.schema.json: the list of section types now follows the schemas in src/sections/ (${parts.join("; ")}); commit this change with the schema.`;
}

/** The path of a type's compile step, relative to the project: src/sections/<key>/<key>-compile.ts. */
const compileFile = (key: string) => `src/sections/${key}/${key}-compile.ts`;

/** The keys, in order, whose folder has a compile step. */
export function compiledKeys(projectRoot: string, keys: readonly string[]): string[] {
  return keys.filter((key) => existsSync(join(projectRoot, compileFile(key))));
}

/**
 * The keys, in order, whose compile step also exports `query`: the query parameters the section reads, the page's
 * allow-list (docs/decisions/0190-query-allow-lists.md).
 */
export function queriedKeys(projectRoot: string, compiled: readonly string[]): string[] {
  return exporting(projectRoot, compiled, "query");
}

/**
 * The keys, in order, whose compile step also exports `listed`: the entries the section lists, whose changes change
 * its page's sitemap day (docs/decisions/0215-sitemap-lastmod.md).
 */
export function listingKeys(projectRoot: string, compiled: readonly string[]): string[] {
  return exporting(projectRoot, compiled, "listed");
}

/**
 * The keys, in order, whose compile step also exports `passages = false`: the section's own fields give the assistant no
 * passages (it shows entries, which give their own, or it is a form) (src/features/assistant/build-step/passage-index.ts).
 */
export function passagelessKeys(projectRoot: string, compiled: readonly string[]): string[] {
  return exporting(projectRoot, compiled, "passages");
}

/**
 * The keys, in order, whose compile step also exports `editorFields`: the browser editor's widget for some of the
 * section's fields, by field path (src/content/compiler/editor/cms-config.ts).
 */
export function editorFieldKeys(projectRoot: string, compiled: readonly string[]): string[] {
  return exporting(projectRoot, compiled, "editorFields");
}

function exporting(projectRoot: string, compiled: readonly string[], name: string): string[] {
  const declared = new RegExp(`^export (const|function) ${name}\\b`, "m");
  return compiled.filter((key) => declared.test(readFileSync(join(projectRoot, compileFile(key)), "utf8")));
}

const camel = (key: string) => key.replace(/-(.)/g, (_dash, letter: string) => letter.toUpperCase());
const pascal = (key: string) => camel(key).replace(/^./, (first) => first.toUpperCase());
/** An object entry of a registry: `hero`, or `"logo-strip": logoStrip`. */
const entry = (key: string) => (camel(key) === key ? key : `"${key}": ${camel(key)}`);
const keyUnion = (keys: readonly string[]) => (keys.length ? keys.map((key) => `"${key}"`).join(" | ") : "never");

/**
 * .generated/compiled-sections.ts: `CompiledSection`, each section type as its component receives it, the
 * `Compiled` type of its compile file where it has one, else the schema's type. Types only: the browser
 * bundle never holds a compile step.
 */
export function compiledSectionsSource(compiled: readonly string[]): string {
  return [
    "// Generated from src/sections/*/*-compile.ts by scripts/content-build.ts (src/content/compiler/section-list.ts). Do not edit.",
    'import type { Section } from "./content-types.ts";',
    ...compiled.map((key) => `import type { Compiled as ${pascal(key)} } from "../${compileFile(key)}";`),
    "",
    "/** Each section type as its component receives it: its compile file's `Compiled` where it has one, else as the schema says. */",
    `export type CompiledSection = ${["Exclude<Section, { type: " + keyUnion(compiled) + " }>", ...compiled.map(pascal)].join(" | ")};`,
    "",
  ].join("\n");
}

/**
 * .generated/section-compile-steps.ts: the compiler's registry of compile steps, typed so that each step takes
 * its schema's type and gives what its component receives.
 */
export function compileStepsSource(
  compiled: readonly string[],
  queried: readonly string[] = [],
  listing: readonly string[] = [],
  passageless: readonly string[] = [],
  editing: readonly string[] = [],
): string {
  const names = (key: string) =>
    [
      `compile as ${camel(key)}`,
      ...(queried.includes(key) ? [`query as ${camel(key)}Query`] : []),
      ...(listing.includes(key) ? [`listed as ${camel(key)}Listed`] : []),
      ...(passageless.includes(key) ? [`passages as ${camel(key)}Passages`] : []),
      ...(editing.includes(key) ? [`editorFields as ${camel(key)}EditorFields`] : []),
    ].join(", ");
  return [
    "// Generated from src/sections/*/*-compile.ts by scripts/content-build.ts (src/content/compiler/section-list.ts). Do not edit.",
    'import type { CompiledSectionOf, Section } from "../src/content/types.ts";',
    'import type { ListedContext, SectionCompileContext } from "../src/content/compiler/section-compile.ts";',
    'import type { QueryAllowList } from "../src/lib/page-query.ts";',
    'import type { CmsField } from "../src/content/compiler/editor/schema-to-fields.ts";',
    ...compiled.map((key) => `import { ${names(key)} } from "../${compileFile(key)}";`),
    "",
    "type CompileSteps = {",
    `  [T in ${keyUnion(compiled)}]: (section: Extract<Section, { type: T }>, context: SectionCompileContext) => CompiledSectionOf<T>;`,
    "};",
    "",
    "/** The compile step of each section type whose folder has one, by key. */",
    `export const SECTION_COMPILE_STEPS: CompileSteps = ${compiled.length ? `{ ${compiled.map(entry).join(", ")} }` : "{}"};`,
    "",
    `type SectionQueries = { [T in ${keyUnion(queried)}]: (section: CompiledSectionOf<T>) => QueryAllowList };`,
    "",
    "/** The query parameters each section type reads whose compile step exports `query`, by key. */",
    `export const SECTION_QUERIES: SectionQueries = ${queried.length ? `{ ${queried.map((key) => `"${key}": ${camel(key)}Query`).join(", ")} }` : "{}"};`,
    "",
    `type SectionListings = { [T in ${keyUnion(listing)}]: (section: CompiledSectionOf<T>, context: ListedContext) => (string | undefined)[] };`,
    "",
    "/** The days of the entries each section type lists whose compile step exports `listed`, by key. */",
    `export const SECTION_LISTED: SectionListings = ${listing.length ? `{ ${listing.map((key) => `"${key}": ${camel(key)}Listed`).join(", ")} }` : "{}"};`,
    "",
    `type SectionPassages = { [T in ${keyUnion(passageless)}]: false };`,
    "",
    "/** The section types whose own fields give the assistant no passages (their compile step exports `passages = false`), by key. */",
    `export const SECTION_PASSAGES: SectionPassages = ${passageless.length ? `{ ${passageless.map((key) => `"${key}": ${camel(key)}Passages`).join(", ")} }` : "{}"};`,
    "",
    `type SectionEditorFields = { [T in ${keyUnion(editing)}]: Readonly<Record<string, Partial<CmsField>>> };`,
    "",
    "/** The browser editor's widgets for a section's fields, by field path, of each section type whose compile step exports `editorFields`, by key. */",
    `export const SECTION_EDITOR_FIELDS: SectionEditorFields = ${editing.length ? `{ ${editing.map((key) => `"${key}": ${camel(key)}EditorFields`).join(", ")} }` : "{}"};`,
    "",
  ].join("\n");
}

/** The generated registry: each section type's declaration, imported from its folder; the type check fails on a missing one. */
export function sectionRegistrySource(keys: readonly string[]): string {
  return [
    "// Generated from src/sections/*/*.schema.json by scripts/content-build.ts (src/content/compiler/section-list.ts). Do not edit.",
    'import type { SectionDefinitions } from "../src/sections/section-module.ts";',
    ...keys.map((key) => `import { definition as ${camel(key)} } from "../src/sections/${key}/${key}-section.tsx";`),
    "",
    "/** Every section type's declaration, by key, in the order page.schema.json lists them. */",
    `export const SECTION_DEFINITIONS: SectionDefinitions = { ${keys.map(entry).join(", ")} };`,
    "",
  ].join("\n");
}
