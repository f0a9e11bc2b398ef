import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SECTION_EDITOR_FIELDS } from "../../../../.generated/section-compile-steps.ts";
import { cmsConfig } from "./cms-config.ts";
import { atPointer, refTarget, type JsonSchema } from "../schema-files.ts";
import type { CmsField } from "./schema-to-fields.ts";
import { liveContent } from "../../../../tests/fixtures/live-content.ts";

const root = fileURLToPath(new URL("../../../..", import.meta.url));
const schemaDir = join(root, "schemas");
const { bundle } = liveContent();
if (!bundle) throw new Error("content does not compile");
const sectionFields = SECTION_EDITOR_FIELDS;
const config = cmsConfig({ schemaDir, bundle: bundle, sectionFields, backend: { name: "github", repo: "acme/site", branch: "main" } });
type Collection = { name: string; fields?: CmsField[]; files?: { fields: CmsField[] }[] };
const collections = config.collections as Collection[];

const SCHEMA_OF: Record<string, string> = {
  site: "site.schema.json",
  pages: "page.schema.json",
  services: "service.schema.json",
  "case-studies": "case-study.schema.json",
  jobs: "job.schema.json",
  blog: "article.schema.json",
  faq: "faq.schema.json",
  chat: "chat.schema.json",
};

const load = (file: string) => JSON.parse(readFileSync(join(schemaDir, file), "utf8")) as JsonSchema;

function resolve(schema: JsonSchema, file: string): [JsonSchema, string] {
  if (!schema.$ref) return [schema, file];
  const target = refTarget(schema.$ref, file);
  return resolve(atPointer(load(target.file), target.pointer) as JsonSchema, target.file);
}

/** Every property path a schema allows, written as the editor's fields are nested (independent of the generator). */
function schemaPaths(raw: JsonSchema, file: string, path: string, out: Set<string>): Set<string> {
  const [schema, at] = resolve(raw, file);
  for (const branch of schema.oneOf ?? []) {
    const [resolved, branchFile] = resolve(branch, at);
    const typeName = resolved.properties?.type?.const;
    // A typed block of a list (a page section): its fields sit under its type name.
    schemaPaths(resolved, branchFile, typeof typeName === "string" ? `${path}.${typeName}` : path, out);
  }
  for (const [key, value] of Object.entries(schema.properties ?? {})) {
    // A typed block's `type` is the editor's choice of block (Decap's typeKey), not a field.
    if (key === "$schema" || (key === "type" && (value.const !== undefined || schema.discriminator))) continue;
    out.add(`${path}.${key}`);
    schemaPaths(value, at, `${path}.${key}`, out);
  }
  if (schema.items) schemaPaths(schema.items, at, path, out);
  return out;
}

function configPaths(fields: CmsField[], path: string, out: Set<string>): Set<string> {
  for (const field of fields) {
    const here = `${path}.${field.name}`;
    out.add(here);
    if (Array.isArray(field.fields)) configPaths(field.fields as CmsField[], here, out);
    for (const type of (field.types as (CmsField & { fields: CmsField[] })[] | undefined) ?? []) {
      configPaths(type.fields, `${here}.${type.name}`, out);
    }
  }
  return out;
}

function fieldsOf(name: string): CmsField[] {
  const collection = collections.find((candidate) => candidate.name === name);
  if (!collection) throw new Error(`no collection ${name}`);
  return collection.fields ?? collection.files?.[0]?.fields ?? [];
}

function field(fields: CmsField[], path: string): CmsField {
  const [head = "", ...rest] = path.split(".");
  const found = fields.find((candidate) => candidate.name === head);
  if (!found) throw new Error(`no field ${head}`);
  return rest.length ? field(found.fields as CmsField[], rest.join(".")) : found;
}

describe("the browser editor's configuration", () => {
  it("has one collection per kind of content, with the agreed names", () => {
    expect(collections.map((collection) => collection.name)).toEqual(Object.keys(SCHEMA_OF));
  });

  it.each(Object.entries(SCHEMA_OF))("gives every field of %s's schema a place", (name, schemaFile) => {
    const expected = schemaPaths(load(schemaFile), schemaFile, name, new Set());
    const present = configPaths(fieldsOf(name), name, new Set());
    expect([...expected].filter((path) => !present.has(path))).toEqual([]);
    expect(expected.size).toBeGreaterThan(3);
  });

  it("marks required fields and takes each help text from the schema", () => {
    const job = load("job.schema.json");
    for (const [key, value] of Object.entries(job.properties ?? {})) {
      if (key === "$schema") continue;
      const generated = field(fieldsOf("jobs"), key);
      expect(generated.required, key).toBe(job.required?.includes(key) ?? false);
      if (value.description) expect(generated.hint, key).toContain(value.description);
    }
  });

  it("shows enums as selects, dates as date pickers, and references as relations or selects", () => {
    expect(field(fieldsOf("jobs"), "type")).toMatchObject({
      widget: "select",
      options: ["Full-time", "Part-time", "Contract", "Internship"],
    });
    expect(field(fieldsOf("jobs"), "validThrough")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", time_format: false });
    expect(field(fieldsOf("blog"), "date")).toMatchObject({ widget: "datetime" });
    expect(field(fieldsOf("case-studies"), "service")).toMatchObject({ widget: "relation", collection: "services" });
    const categories = bundle?.articles.map((article) => article.category) ?? [];
    expect(field(fieldsOf("blog"), "category").options).toEqual(expect.arrayContaining([...new Set(categories)]));
    const sections = field(fieldsOf("pages"), "sections");
    const cards = (sections.types as (CmsField & { fields: CmsField[] })[]).find((type) => type.name === "service-cards");
    expect(cards && field(cards.fields, "services")).toMatchObject({ widget: "relation", collection: "services", multiple: true });
  });

  it("writes the files an editor edits by hand, and gives articles a Markdown body", () => {
    const blog = collections.find((collection) => collection.name === "blog") as Record<string, unknown>;
    expect(blog).toMatchObject({ folder: "content/blog", extension: "md", format: "frontmatter" });
    expect(field(fieldsOf("blog"), "body")).toMatchObject({ widget: "markdown", required: true });
    expect(collections.find((collection) => collection.name === "services")).toMatchObject({
      folder: "content/services",
      extension: "yaml",
    });
  });

  it("names the git host's sign-in helper and API address only when the build sets them", () => {
    expect(config.backend).toEqual({ name: "github", repo: "acme/site", branch: "main" });
    const own = cmsConfig({
      schemaDir,
      bundle,
      sectionFields,
      backend: {
        name: "gitea",
        repo: "acme/site",
        branch: "live",
        baseUrl: "https://auth.acme.example",
        apiRoot: "https://git.acme.example/api/v1",
      },
    });
    expect(own.backend).toEqual({
      name: "gitea",
      repo: "acme/site",
      branch: "live",
      base_url: "https://auth.acme.example",
      api_root: "https://git.acme.example/api/v1",
    });
  });

  it("has no local backend unless npm run edit asks for one", () => {
    expect(config).not.toHaveProperty("local_backend");
    const local = cmsConfig({
      schemaDir,
      bundle: bundle,
      sectionFields,
      backend: { name: "github", repo: "acme/site", branch: "main" },
      localBackendUrl: "http://127.0.0.1:8081/api/v1",
    });
    expect(local).toMatchObject({ local_backend: { url: "http://127.0.0.1:8081/api/v1" } });
  });

  it("an image field offers upload or choose (into content/media/) as well as a stock id, and always asks for alt text", () => {
    expect(config).toMatchObject({ media_folder: "content/media", public_folder: "" });
    expect(collections.find((collection) => collection.name === "services")).toMatchObject({
      media_folder: "/content/media/services",
      public_folder: "services",
    });
    const image = field(fieldsOf("services"), "image");
    expect((image.fields as CmsField[]).map((item) => [item.name, item.widget, item.required])).toEqual([
      ["file", "image", false],
      ["alt", "string", true],
      ["id", "string", false],
    ]);
    expect(field(fieldsOf("services"), "image.file")).toMatchObject({ choose_url: false });
    expect(image.hint).toContain("Fill in one: File or Id.");
  });
});
