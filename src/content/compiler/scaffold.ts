import { stringify } from "yaml";
import { SchemaSet, type JsonSchema as Schema } from "./schema-files.ts";

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

/** Date fields that have no sensible default: the editor decides them. */
const DATES_TO_CHOOSE = new Set(["validThrough"]);

/**
 * A new entry's text: every required field of its schema, with TODO placeholders that fail
 * `npm run content:check` until an editor replaces them.
 */
export function scaffold(schemaDir: string, kind: Kind, today: string): string {
  const { schema: name, extension } = KINDS[kind];
  const set = new SchemaSet(schemaDir);
  const resolve = (schema: Schema, file: string): [Schema, string] => {
    const resolved = set.resolve(schema, file);
    return [resolved.schema, resolved.file];
  };

  // Every value an editor must choose is a TODO, numbers, choices and end dates included, so nothing
  // plausible-looking (order: 1, a salary of 10000, a closing date of today) passes the check unread.
  const todo = (schema: Schema, fallback: string) => `TODO: ${typeof schema.description === "string" ? schema.description : fallback}`;
  const example = (input: Schema, file: string, key = ""): unknown => {
    const [schema, at] = resolve(input, file);
    if (Array.isArray(schema.oneOf)) return example(schema.oneOf[0] ?? {}, at, key);
    if ("const" in schema) return schema.const;
    if (Array.isArray(schema.enum)) return `TODO: one of ${schema.enum.map(String).join(", ")}`;
    if (schema.type === "string") {
      // The posting or publishing day is today by default; an end date must be chosen.
      if (schema.format === "date") return DATES_TO_CHOOSE.has(key) ? todo(schema, "a date, written as YYYY-MM-DD") : today;
      if (typeof schema.pattern === "string" && schema.pattern.startsWith("^photo-")) return "photo-TODO";
      return todo(schema, "write this");
    }
    if (schema.type === "integer" || schema.type === "number") return `${todo(schema, "a number")} (write a number)`;
    if (schema.type === "boolean") return schema.default ?? false;
    if (schema.type === "array")
      return Array.from({ length: Math.max(1, Number(schema.minItems ?? 1)) }, () =>
        // An item without its own description is explained by its list's.
        example({ description: schema.description, ...schema.items }, at, key),
      );
    const properties = schema.properties ?? {};
    const required = schema.required ?? [];
    return Object.fromEntries(required.map((name) => [name, example(properties[name] ?? {}, at, name)]));
  };

  const data = example(set.load(`${name}.schema.json`), `${name}.schema.json`);
  const comment = `# yaml-language-server: $schema=../../schemas/${name}.schema.json`;
  const yaml = stringify(data, { lineWidth: 0 });
  return extension === ".md"
    ? `---\n${comment}\n${yaml}---\n\nTODO: write the article here in Markdown. Use ## for headings.\n`
    : `${comment}\n${yaml}`;
}
