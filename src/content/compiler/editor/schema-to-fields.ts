/**
 * Turns a JSON Schema of content into Decap CMS fields: every
 * property becomes a field with the schema's description as its hint and `required` as the schema says,
 * so the editor's form and `npm run content:check` ask for the same things.
 */
import type { JsonSchema, SchemaSet } from "../schema-files.ts";

export type CmsField = {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  [option: string]: unknown;
};

/** Where a field's values come from another collection or a list found in content. */
export type References = {
  /** Field paths such as `service.caseStudy.service` (dots, no indexes) → the select or relation to use. */
  [path: string]: Partial<CmsField>;
};

/** "reportsTo" → "Reports to", "seo" → "SEO". */
function labelOf(name: string): string {
  if (name === "seo") return "Search engines (SEO)";
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

function hintOf(schema: JsonSchema): Partial<CmsField> {
  const example = schema.examples?.[0];
  const hint = [schema.description, typeof example === "string" && !schema.description?.includes(example) ? `Example: ${example}` : ""]
    .filter(Boolean)
    .join(" ");
  return hint ? { hint } : {};
}

/** A branch of `oneOf` that is an object, for unions such as pricing (monthly or label). */
function objectBranches(schema: JsonSchema, set: SchemaSet, file: string): JsonSchema[] {
  return (schema.oneOf ?? []).map((branch) => set.resolve(branch, file).schema).filter((branch) => branch.properties);
}

export function schemaToField(
  name: string,
  raw: JsonSchema,
  options: { set: SchemaSet; file: string; required: boolean; path: string; references: References },
): CmsField {
  const { set, references, path } = options;
  const { schema, file } = set.resolve(raw, options.file);
  const base = { name, label: labelOf(name), required: options.required, ...hintOf(schema) };
  const reference = references[path];
  if (reference) return { ...base, widget: "select", ...reference };
  const type = typeof schema.type === "string" ? schema.type : undefined;

  if (schema.const !== undefined) return { ...base, widget: "hidden", default: schema.const };
  if (schema.enum) return { ...base, widget: "select", options: schema.enum.map(String), ...defaultOf(schema) };
  if (schema.oneOf) {
    const branches = objectBranches(schema, set, file);
    if (branches.length === schema.oneOf.length) {
      // Decap has no union of objects: one object with every branch's fields, each optional unless every
      // branch needs it (an image's alt text); the hint says which to fill.
      const keys = [...new Set(branches.flatMap((branch) => Object.keys(branch.properties ?? {})))];
      const inAll = (key: string) => branches.every((branch) => branch.required?.includes(key));
      const fields = keys.map((key) => {
        const branch = branches.find((candidate) => candidate.properties?.[key]) ?? {};
        return schemaToField(key, branch.properties?.[key] ?? {}, { ...options, file, required: inAll(key), path: `${path}.${key}` });
      });
      const names = fields
        .filter((field) => !field.required)
        .map((field) => field.label)
        .join(" or ");
      return { ...base, widget: "object", fields, hint: `${base.hint ?? ""} Fill in one: ${names}.`.trim() };
    }
    // A const-or-list union such as `"all"` or a list of service slugs: a list, with the const in the hint.
    const list = schema.oneOf.map((branch) => set.resolve(branch, file).schema).find((branch) => branch.type === "array");
    if (list) return schemaToField(name, { ...list, description: schema.description }, options);
  }
  if (type === "object" || schema.properties) {
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties ?? {})
      .filter(([key]) => key !== "$schema")
      .map(([key, value]) => schemaToField(key, value, { ...options, file, required: required.has(key), path: `${path}.${key}` }));
    return { ...base, widget: "object", fields, collapsed: false };
  }
  if (type === "array") return arrayField(base, schema, { ...options, file });
  if (type === "integer" || type === "number") {
    return {
      ...base,
      widget: "number",
      value_type: type === "integer" ? "int" : "float",
      ...(schema.minimum !== undefined ? { min: schema.minimum } : {}),
      ...(schema.maximum !== undefined ? { max: schema.maximum } : {}),
    };
  }
  if (type === "boolean") return { ...base, widget: "boolean", ...defaultOf(schema) };
  if (schema.contentMediaType?.startsWith("image/")) {
    // Decap's media library: upload a photo into content/media/ or choose one already there; never a URL.
    return { ...base, widget: "image", choose_url: false, media_library: { config: { multiple: false } } };
  }
  if (schema.format === "date") {
    return { ...base, widget: "datetime", date_format: "YYYY-MM-DD", time_format: false, format: "YYYY-MM-DD" };
  }
  // Long texts get a text box; short ones a line.
  const widget = (schema.maxLength ?? 0) > 200 ? "text" : "string";
  return {
    ...base,
    widget,
    ...(schema.pattern ? { pattern: [schema.pattern, `Not in the expected form. ${schema.description ?? ""}`.trim()] } : {}),
  };
}

function defaultOf(schema: JsonSchema): Partial<CmsField> {
  return schema.default !== undefined ? { default: schema.default } : {};
}

function arrayField(
  base: { name: string; label: string; required: boolean; hint?: string },
  schema: JsonSchema,
  options: { set: SchemaSet; file: string; path: string; references: References; required: boolean },
): CmsField {
  const { set, file, path } = options;
  const bounds = {
    ...(schema.minItems !== undefined ? { min: schema.minItems } : {}),
    ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
  };
  const items = set.resolve(schema.items ?? {}, file);
  // A list of typed blocks (a page's sections): one entry type per branch, told apart by `type`.
  if (items.schema.oneOf && items.schema.oneOf.every((branch) => branch.$ref)) {
    const types = items.schema.oneOf.map((branch) => {
      const resolved = set.resolve(branch, items.file);
      const typeName = String(set.resolve(resolved.schema.properties?.type ?? {}, resolved.file).schema.const);
      const required = new Set(resolved.schema.required ?? []);
      return {
        name: typeName,
        label: labelOf(typeName),
        widget: "object",
        ...hintOf(resolved.schema),
        fields: Object.entries(resolved.schema.properties ?? {})
          .filter(([key]) => key !== "type")
          .map(([key, value]) =>
            schemaToField(key, value, { ...options, file: resolved.file, required: required.has(key), path: `${path}.${typeName}.${key}` }),
          ),
      };
    });
    return { ...base, widget: "list", types, typeKey: "type", collapsed: false, ...bounds };
  }
  const reference = options.references[`${path}[]`];
  if (reference) return { ...base, widget: "select", multiple: true, ...reference, ...bounds };
  const item = schemaToField("item", items.schema, { ...options, file: items.file, required: true, path: `${path}[]` });
  const itemFields = item.fields as CmsField[] | undefined;
  // "Add question and answer" reads better than "Add questions".
  const singular = items.schema.title ? { label_singular: items.schema.title.toLowerCase() } : {};
  // Open by default: an editor sees what is there without expanding every item first.
  if (itemFields) return { ...base, widget: "list", fields: itemFields, collapsed: false, ...singular, ...bounds };
  const { name: _name, label: _label, required: _required, ...single } = item;
  return { ...base, widget: "list", field: { name: "item", label: labelOf(base.name), ...single }, ...bounds };
}
