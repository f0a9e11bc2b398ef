/**
 * The schema files under schemas/ and the one rule for where a `$ref` points: relative to the file it
 * is written in, as an editor's YAML extension resolves it.
 * The validator, the type generator, the web editor's configuration and the scaffolder all read
 * schemas through this rule.
 */
import { readdirSync, readFileSync } from "node:fs";
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

/** Every schema file under `schemaDir`, as a path relative to it with forward slashes (`sections/hero.schema.json`). */
export function schemaFiles(schemaDir: string): string[] {
  return readdirSync(schemaDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".schema.json"))
    .map((entry) => relative(schemaDir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}

/** Where `ref`, written in `file`, points: the target file (relative to schemas/) and the JSON pointer inside it. */
export function refTarget(ref: string, file: string): { file: string; pointer: string } {
  const [target = "", pointer = ""] = ref.split("#");
  return { file: target ? posix.normalize(posix.join(posix.dirname(file), target)) : file, pointer };
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

  /** The schema in `file`, a path relative to schemas/ such as `sections/hero.schema.json`. */
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
