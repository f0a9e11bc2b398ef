/**
 * The schema files under schemas/ and the one rule for where a `$ref` points: relative to the file it
 * is written in, as an editor's YAML extension resolves it.
 * The validator, the type generator, the web editor's configuration and the scaffolder all read
 * schemas through this rule.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, posix, relative, sep } from "node:path";

/** The part of JSON Schema the content schemas use. */
export type JsonSchema = {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | JsonSchema;
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  maxLength?: number;
  default?: unknown;
  examples?: unknown[];
  discriminator?: { propertyName: string };
  /** `image/*` on a path under content/media/: the editor's upload-or-choose widget. */
  contentMediaType?: string;
};

/**
 * The section types' folders, relative to schemas/: each type's schema sits in its folder beside its component,
 * src/sections/<key>/<key>.schema.json (docs/decisions/0545).
 */
const SECTION_FOLDERS = "../src/sections";

/** Where a section type's schema is, relative to schemas/ (and so as page.schema.json's `$ref` writes it). */
export function sectionSchemaFile(key: string): string {
  return `${SECTION_FOLDERS}/${key}/${key}.schema.json`;
}

/** Every section type that has a schema in its folder, by key, in alphabetical order. */
export function sectionSchemaKeys(schemaDir: string): string[] {
  return readdirSync(join(schemaDir, SECTION_FOLDERS), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(schemaDir, sectionSchemaFile(entry.name))))
    .map((entry) => entry.name)
    .sort();
}

/**
 * Every schema file, as a path relative to `schemaDir` with forward slashes: schemas/'s own (`page.schema.json`)
 * and each section type's in its folder (`../src/sections/hero/hero.schema.json`).
 */
export function schemaFiles(schemaDir: string): string[] {
  const own = readdirSync(schemaDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".schema.json"))
    .map((entry) => relative(schemaDir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
  return [...own, ...sectionSchemaKeys(schemaDir).map(sectionSchemaFile)];
}

/** Where `ref`, written in `file`, points: the target file (relative to schemas/) and the JSON pointer inside it. */
export function refTarget(ref: string, file: string): { file: string; pointer: string } {
  const [target = "", pointer = ""] = ref.split("#");
  // Worked out from the project's root, so a path that leaves schemas/ and comes back in is named the short way
  // (a section type's `../../../schemas/common.schema.json` is `common.schema.json`): one name per file.
  return { file: target ? posix.relative("schemas", posix.join("schemas", posix.dirname(file), target)) : file, pointer };
}

/** The node a JSON pointer such as `/$defs/image` names inside `document`, or undefined. */
export function atPointer(document: unknown, pointer: string): unknown {
  let node = document;
  for (const part of pointer.split("/").filter(Boolean)) {
    node = (node as Record<string, unknown> | undefined)?.[part.replace(/~1/g, "/").replace(/~0/g, "~")];
  }
  return node;
}

/** Loads schema files on demand and follows `$ref`s between them. */
export class SchemaSet {
  private readonly cache = new Map<string, JsonSchema>();
  private readonly schemaDir: string;
  constructor(schemaDir: string) {
    this.schemaDir = schemaDir;
  }

  /** The schema in `file`, a path relative to schemas/ such as `faq.schema.json` or `../src/sections/hero/hero.schema.json`. */
  load(file: string): JsonSchema {
    let schema = this.cache.get(file);
    if (!schema) {
      schema = JSON.parse(readFileSync(join(this.schemaDir, file), "utf8")) as JsonSchema;
      this.cache.set(file, schema);
    }
    return schema;
  }

  /** The schema a `$ref` points at, followed until it is no reference; `file` is where the ref stands. */
  resolve(schema: JsonSchema, file: string): { schema: JsonSchema; file: string } {
    let current = schema;
    let currentFile = file;
    while (current.$ref) {
      const target = refTarget(current.$ref, currentFile);
      const definition = atPointer(this.load(target.file), target.pointer);
      if (!definition || typeof definition !== "object") throw new Error(`${currentFile}: cannot resolve ${current.$ref}`);
      // The referring schema's own description wins: it says what this use of the shape is for.
      current = { ...(definition as JsonSchema), ...(schema.description ? { description: schema.description } : {}) };
      currentFile = target.file;
    }
    return { schema: current, file: currentFile };
  }
}
