import { readFileSync } from "node:fs";
import { join } from "node:path";
import { stringify } from "yaml";

type Schema = Record<string, unknown>;

/** The kinds of entry `npm run content:new` creates, where they live and how they are named. */
export const KINDS = {
  service: {
    schema: "service",
    folder: "services",
    extension: ".yaml",
    name: /^[a-z0-9]+(-[a-z0-9]+)*$/,
    hint: "a slug like cloud-backup",
  },
  job: { schema: "job", folder: "jobs", extension: ".yaml", name: /^[a-z0-9]+(-[a-z0-9]+)*$/, hint: "a slug like data-engineer" },
  "case-study": {
    schema: "case-study",
    folder: "case-studies",
    extension: ".yaml",
    name: /^[1-9][0-9]*$/,
    hint: "the next number, e.g. 7",
  },
  article: { schema: "article", folder: "blog", extension: ".md", name: /^[1-9][0-9]*$/, hint: "the next number, e.g. 9" },
  page: { schema: "page", folder: "pages", extension: ".yaml", name: /^[a-z0-9]+(-[a-z0-9]+)*$/, hint: "a slug like partners" },
} as const;

export type Kind = keyof typeof KINDS;

/**
 * A new entry's text: every required field of its schema, with TODO placeholders that fail
 * `npm run content:check` until an editor replaces them.
 */
export function scaffold(schemaDir: string, kind: Kind, today: string): string {
  const { schema: name, extension } = KINDS[kind];
  const load = (file: string) => JSON.parse(readFileSync(join(schemaDir, file), "utf8")) as Schema;
  const root = load(`${name}.schema.json`);
  const files: Record<string, Schema> = { [`${name}.schema.json`]: root, "common.schema.json": load("common.schema.json") };

  const resolve = (schema: Schema, file: string): [Schema, string] => {
    if (typeof schema.$ref !== "string") return [schema, file];
    const [target = "", pointer = ""] = schema.$ref.split("#");
    const targetFile = target || file;
    let node: unknown = files[targetFile];
    for (const part of pointer.split("/").filter(Boolean)) node = (node as Schema)[part];
    return resolve({ ...(node as Schema), description: schema.description ?? (node as Schema).description }, targetFile);
  };

  const example = (input: Schema, file: string): unknown => {
    const [schema, at] = resolve(input, file);
    if (Array.isArray(schema.oneOf)) return example(schema.oneOf[0] as Schema, at);
    if ("const" in schema) return schema.const;
    if (Array.isArray(schema.enum)) return schema.enum[0];
    if (schema.type === "string") {
      if (schema.format === "date") return today;
      if (typeof schema.pattern === "string" && schema.pattern.startsWith("^photo-")) return "photo-TODO";
      return `TODO: ${typeof schema.description === "string" ? schema.description : "write this"}`;
    }
    if (schema.type === "integer" || schema.type === "number") return typeof schema.minimum === "number" ? schema.minimum : 1;
    if (schema.type === "boolean") return schema.default ?? false;
    if (schema.type === "array")
      return Array.from({ length: Math.max(1, Number(schema.minItems ?? 1)) }, () => example(schema.items as Schema, at));
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const required = (schema.required ?? []) as string[];
    return Object.fromEntries(required.map((key) => [key, example(properties[key] ?? {}, at)]));
  };

  const data = example(root, `${name}.schema.json`) as Schema;
  const comment = `# yaml-language-server: $schema=../../schemas/${name}.schema.json`;
  const yaml = stringify(data, { lineWidth: 0 });
  return extension === ".md"
    ? `---\n${comment}\n${yaml}---\n\nTODO: write the article here in Markdown. Use ## for headings.\n`
    : `${comment}\n${yaml}`;
}
