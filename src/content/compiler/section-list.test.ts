import { mkdtempSync, readFileSync, writeFileSync, mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import {
  compiledSectionsSource,
  compileStepsSource,
  pageSchemaWithSections,
  sectionKeys,
  sectionListChange,
  sectionRegistrySource,
  syncPageSections,
} from "./section-list.ts";

const schemas = fileURLToPath(new URL("../../../schemas", import.meta.url));
const page = readFileSync(join(schemas, "page.schema.json"), "utf8");

let dir = "";
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

/** A project with a schemas/ folder holding page.schema.json as it is, and one section folder with its schema per key. */
function schemaFolder(keys: string[]): string {
  dir = mkdtempSync(join(tmpdir(), "section-list-"));
  mkdirSync(join(dir, "schemas"));
  writeFileSync(join(dir, "schemas", "page.schema.json"), page);
  for (const key of keys) {
    mkdirSync(join(dir, "src", "sections", key), { recursive: true });
    writeFileSync(join(dir, "src", "sections", key, `${key}.schema.json`), "{}");
  }
  // A folder without a schema (the detail pages' parts) is no section type.
  mkdirSync(join(dir, "src", "sections", "detail"));
  return join(dir, "schemas");
}

describe("the section types, derived from the schemas in src/sections/", () => {
  it("page.schema.json lists exactly the section schema files (the content build keeps it so)", () => {
    expect(pageSchemaWithSections(page, sectionKeys(schemas))).toBe(page);
  });

  it("keeps the listed order, adds a new schema file at the end and drops a removed one", () => {
    const folder = schemaFolder(["stats", "hero", "zebra-grid", "cta"]);
    const sections = syncPageSections(folder);
    expect(sections.keys).toEqual(["hero", "stats", "cta", "zebra-grid"]);
    const written = readFileSync(join(folder, "page.schema.json"), "utf8");
    expect(written).toContain('"$ref": "../src/sections/zebra-grid/zebra-grid.schema.json"');
    expect(written).not.toContain("timeline.schema.json");
    expect(JSON.parse(written)).toMatchObject({ $defs: { section: { oneOf: [{}, {}, {}, {}] } } });
  });

  it("the registry imports each type's declaration from its folder", () => {
    const source = sectionRegistrySource(["hero", "logo-strip"]);
    expect(source).toContain('import { definition as logoStrip } from "../src/sections/logo-strip/logo-strip-section.tsx";');
    expect(source).toContain('= { hero, "logo-strip": logoStrip };');
  });

  it("says what changed in page.schema.json's list, and nothing when it did not change", () => {
    const folder = schemaFolder(["stats", "hero", "zebra-grid", "cta"]);
    const first = syncPageSections(folder);
    expect(first.added).toEqual(["zebra-grid"]);
    expect(first.removed).toContain("timeline");
    expect(sectionListChange(first)).toMatch(
      /^schemas\/page\.schema\.json: .*added zebra-grid; removed .*timeline.*commit this change with the schema\.$/,
    );
    expect(sectionListChange(syncPageSections(folder))).toBeUndefined();
  });

  it("the compiler's registry and the compiled types import each compile step from its folder", () => {
    const steps = compileStepsSource(["prose", "job-list"]);
    expect(steps).toContain('import { compile as jobList } from "../src/sections/job-list/job-list-compile.ts";');
    expect(steps).toContain('= { prose, "job-list": jobList };');
    const types = compiledSectionsSource(["prose", "job-list"]);
    expect(types).toContain('import type { Compiled as JobList } from "../src/sections/job-list/job-list-compile.ts";');
    expect(types).toContain('export type CompiledSection = Exclude<Section, { type: "prose" | "job-list" }> | Prose | JobList;');
    // Without compile steps every section keeps its schema's type, and the compiler's registry is empty.
    expect(compiledSectionsSource([])).toContain("export type CompiledSection = Exclude<Section, { type: never }>;");
    expect(compileStepsSource([])).toContain("SECTION_COMPILE_STEPS: CompileSteps = {};");
  });

  it("collects the query and the listed entries a compile step declares into the compiler's registry", () => {
    const steps = compileStepsSource(["prose", "job-list", "contact-form"], ["contact-form"], ["job-list"]);
    expect(steps).toContain('import { compile as prose } from "../src/sections/prose/prose-compile.ts";');
    expect(steps).toContain('import { compile as jobList, listed as jobListListed } from "../src/sections/job-list/job-list-compile.ts";');
    expect(steps).toContain(
      'import { compile as contactForm, query as contactFormQuery } from "../src/sections/contact-form/contact-form-compile.ts";',
    );
    expect(steps).toContain('SECTION_QUERIES: SectionQueries = { "contact-form": contactFormQuery };');
    expect(steps).toContain('SECTION_LISTED: SectionListings = { "job-list": jobListListed };');
    expect(compileStepsSource([])).toContain("SECTION_QUERIES: SectionQueries = {};");
  });

  it("collects the passages and the editor fields a compile step declares into the compiler's registry", () => {
    const steps = compileStepsSource(["prose", "job-list", "service-cards"], [], [], ["job-list", "service-cards"], ["service-cards"]);
    expect(steps).toContain(
      'import { compile as jobList, passages as jobListPassages } from "../src/sections/job-list/job-list-compile.ts";',
    );
    expect(steps).toContain(
      'import { compile as serviceCards, passages as serviceCardsPassages, editorFields as serviceCardsEditorFields } from "../src/sections/service-cards/service-cards-compile.ts";',
    );
    expect(steps).toContain('SECTION_PASSAGES: SectionPassages = { "job-list": jobListPassages, "service-cards": serviceCardsPassages };');
    expect(steps).toContain('SECTION_EDITOR_FIELDS: SectionEditorFields = { "service-cards": serviceCardsEditorFields };');
    expect(compileStepsSource([])).toContain("SECTION_PASSAGES: SectionPassages = {};");
    expect(compileStepsSource([])).toContain("SECTION_EDITOR_FIELDS: SectionEditorFields = {};");
  });
});
