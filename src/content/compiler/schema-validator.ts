import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { didYouMean } from "./did-you-mean.ts";
import { fieldPath, type ContentProblem } from "./content-error.ts";
import { renamedTo, writtenUnderOldName } from "./renamed-fields.ts";
import { schemaFiles } from "./schema-files.ts";
import type { SourceFile } from "./source-file.ts";

export type SchemaName = "site" | "page" | "service" | "case-study" | "job" | "article" | "faq" | "chat";

type JsonSchema = Record<string, unknown>;

const validators = new Map<string, ReturnType<typeof buildValidator>>();

/** Validates parsed content files against the schemas in schemas/ and explains each failure in plain words. */
export function createValidator(schemaDir: string) {
  // Compiling the schemas takes most of a check's time: do it once per process.
  let validator = validators.get(schemaDir);
  if (!validator) validators.set(schemaDir, (validator = buildValidator(schemaDir)));
  return validator;
}

function buildValidator(schemaDir: string) {
  // verbose: each error carries the schema object it came from, which the hints are read from.
  const ajv = new Ajv2020({ allErrors: true, discriminator: true, strict: true, useDefaults: true, verbose: true });
  // ajv-formats is CommonJS: under Node's ESM loader its function arrives as .default.
  const applyFormats = (addFormats as unknown as { default?: typeof addFormats }).default ?? addFormats;
  applyFormats(ajv, ["date", "email", "uri"]);
  // Every file, the section types' under sections/ included, keyed by its file URL: a relative $ref
  // resolves against the file it is written in, as in an editor.
  const keyOf = (file: string) => pathToFileURL(join(schemaDir, file)).href;
  for (const file of schemaFiles(schemaDir)) {
    ajv.addSchema(JSON.parse(readFileSync(join(schemaDir, file), "utf8")) as JsonSchema, keyOf(file));
  }
  const compiled = new Map<string, ValidateFunction>();

  return function validate(source: SourceFile, schema: SchemaName): ContentProblem[] {
    const key = `${schema}.schema.json`;
    let check = compiled.get(key);
    if (!check) {
      check = ajv.getSchema(keyOf(key));
      if (!check) throw new Error(`No schema ${key} in ${schemaDir}`);
      compiled.set(key, check);
    }
    if (check(source.data)) return [];
    return explain(check.errors ?? [], source, schema);
  };
}

function explain(errors: ErrorObject[], source: SourceFile, schema: SchemaName): ContentProblem[] {
  // A failed oneOf also reports every branch's complaints; keep the oneOf's own message for those places.
  const oneOfPaths = new Set(errors.filter((e) => e.keyword === "oneOf").map((e) => e.instancePath));
  const discriminatorPaths = new Set(errors.filter((e) => e.keyword === "discriminator").map((e) => e.instancePath));
  const kept = errors.filter((error) => {
    if (error.keyword === "oneOf") return !discriminatorPaths.has(error.instancePath);
    return ![...oneOfPaths].some((path) => error.instancePath.startsWith(path) && !discriminatorPaths.has(path) && path !== "");
  });
  const seen = new Set<string>();
  const problems: ContentProblem[] = [];
  for (const error of kept) {
    // A group that may take several forms (pricing: monthly or label) with a key none of them knows:
    // name that key and the allowed ones instead of "does not match any allowed form".
    if (error.keyword === "oneOf" || error.keyword === "anyOf") {
      const unknown = unknownKeysOfForms(errors, error.instancePath);
      if (unknown.length) {
        for (const { name, allowed } of unknown) {
          const segments = [...toSegments(error.instancePath), name];
          const guess = didYouMean(name, allowed);
          const fix = `${guess ? `did you mean "${guess}"? ` : ""}allowed here: ${allowed.join(", ")}`;
          problems.push({
            file: source.path,
            ...source.locate(segments, true),
            field: fieldPath(segments),
            message: `is not a known field (${fix})`,
            severity: "error",
          });
        }
        continue;
      }
    }
    const segments = error.instancePath
      .split("/")
      .slice(1)
      .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    // A field under its old name: one problem, at the old key, saying the new name.
    const params = error.params as Record<string, unknown>;
    if (error.keyword === "required" && writtenUnderOldName(schema, segments, String(params.missingProperty), error.data)) continue;
    const newName = error.keyword === "additionalProperties" ? renamedTo(schema, segments, String(params.additionalProperty)) : undefined;
    if (newName !== undefined) {
      const field = [...segments, String(params.additionalProperty)];
      const message = `is now called "${newName}": rename the key to ${newName}, keeping everything under it`;
      problems.push({ file: source.path, ...source.locate(field, true), field: fieldPath(field), message, severity: "error" });
      continue;
    }
    const { field, message, keyOfLast } = describe(error, segments, error.parentSchema);
    const where = source.locate(field, keyOfLast);
    const text = `${fieldPath(field)}|${message}`;
    if (seen.has(text)) continue;
    seen.add(text);
    problems.push({ file: source.path, ...where, field: fieldPath(field), message, severity: "error" });
  }
  return problems;
}

function toSegments(instancePath: string): (string | number)[] {
  return instancePath
    .split("/")
    .slice(1)
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** Keys at `path` that no form of a oneOf allows, with the union of the keys the forms do allow. */
function unknownKeysOfForms(errors: ErrorObject[], path: string): { name: string; allowed: string[] }[] {
  const extra = errors.filter((e) => e.keyword === "additionalProperties" && e.instancePath === path);
  if (!extra.length) return [];
  const allowed = [
    ...new Set(
      extra.flatMap((e) => Object.keys((e.parentSchema?.properties as object | undefined) ?? {}).filter((key) => key !== "$schema")),
    ),
  ];
  const names = [...new Set(extra.map((e) => String((e.params as { additionalProperty: string }).additionalProperty)))];
  return names.filter((name) => !allowed.includes(name)).map((name) => ({ name, allowed }));
}

function describe(error: ErrorObject, segments: (string | number)[], schema: JsonSchema | undefined) {
  const params = error.params as Record<string, unknown>;
  const hint = typeof schema?.description === "string" ? schema.description : undefined;
  switch (error.keyword) {
    case "required": {
      const name = String(params.missingProperty);
      const property = (schema?.properties as Record<string, JsonSchema> | undefined)?.[name];
      const about = typeof property?.description === "string" ? `: ${property.description}` : "";
      return { field: [...segments, name], message: `is missing (add "${name}"${about})`, keyOfLast: false };
    }
    case "additionalProperties": {
      const name = String(params.additionalProperty);
      const allowed = Object.keys((schema?.properties as object | undefined) ?? {}).filter((key) => key !== "$schema");
      const guess = didYouMean(name, allowed);
      const fix = guess ? `did you mean "${guess}"?` : `allowed fields: ${allowed.join(", ")}`;
      return { field: [...segments, name], message: `is not a known field (${fix})`, keyOfLast: true };
    }
    case "discriminator": {
      const value = String(params.tagValue);
      const types = sectionTypes(schema);
      const guess = didYouMean(value, types);
      const fix = guess ? `did you mean "${guess}"? ` : "";
      return {
        field: [...segments, "type"],
        message: `"${value}" is not a section type (${fix}use one of: ${types.join(", ")})`,
        keyOfLast: false,
      };
    }
    case "enum": {
      const options = (params.allowedValues as unknown[]).map(String);
      return { field: segments, message: enumMessage(error.data, options), keyOfLast: false };
    }
    case "const":
      return { field: segments, message: `must be exactly "${String(params.allowedValue)}"`, keyOfLast: false };
    case "type":
      return { field: segments, message: `must be ${typeName(String(params.type))}${hint ? ` (${hint})` : ""}`, keyOfLast: false };
    case "minLength":
    case "maxLength": {
      const length = typeof error.data === "string" ? error.data.length : 0;
      const limit = Number(params.limit);
      const fix = error.keyword === "minLength" ? `write at least ${limit}` : `shorten it to ${limit} or fewer`;
      return { field: segments, message: `is ${length} characters long (${fix})`, keyOfLast: false };
    }
    case "minItems":
    case "maxItems": {
      const count = Array.isArray(error.data) ? error.data.length : 0;
      const limit = Number(params.limit);
      const fix = error.keyword === "minItems" ? `at least ${limit} are needed` : `at most ${limit} are allowed`;
      return { field: segments, message: `has ${count} item${count === 1 ? "" : "s"} (${fix})`, keyOfLast: false };
    }
    case "minimum":
    case "maximum":
      return {
        field: segments,
        message: `must be ${error.keyword === "minimum" ? "at least" : "at most"} ${String(params.limit)}`,
        keyOfLast: false,
      };
    case "format":
      return { field: segments, message: formatMessage(String(params.format), error.data), keyOfLast: false };
    case "pattern": {
      const example = Array.isArray(schema?.examples) && !hint?.includes("e.g.") ? `, e.g. ${String(schema.examples[0])}` : "";
      return {
        field: segments,
        message: `"${String(error.data)}" is not in the expected form (${hint ?? "see the schema"}${example})`,
        keyOfLast: false,
      };
    }
    case "oneOf":
    case "anyOf":
      return { field: segments, message: `does not match any allowed form (${hint ?? "see the schema"})`, keyOfLast: false };
    default:
      return { field: segments, message: `${error.message ?? "is not valid"}${hint ? ` (${hint})` : ""}`, keyOfLast: false };
  }
}

function enumMessage(value: unknown, options: string[]): string {
  const guess = typeof value === "string" ? didYouMean(value, options) : undefined;
  const fix = guess ? `did you mean "${guess}"? ` : "";
  return `"${String(value)}" is not allowed here (${fix}use one of: ${options.join(", ")})`;
}

function formatMessage(format: string, value: unknown): string {
  if (format === "date") return `"${String(value)}" is not a date (write it as YYYY-MM-DD, e.g. 2024-12-05)`;
  if (format === "email") return `"${String(value)}" is not an email address (write it like name@company.com)`;
  return `"${String(value)}" is not a valid ${format}`;
}

function typeName(type: string): string {
  const names: Record<string, string> = {
    string: "text",
    number: "a number",
    integer: "a whole number",
    boolean: "true or false",
    array: "a list (lines starting with - )",
    object: "a group of fields",
  };
  return names[type] ?? type;
}

/** The section types a union lists: each branch is `sections/<type>.schema.json`. */
function sectionTypes(schema: JsonSchema | undefined): string[] {
  const branches = (schema?.oneOf as JsonSchema[] | undefined) ?? [];
  return branches
    .map(
      (branch) =>
        (typeof branch.$ref === "string"
          ? branch.$ref
              .split("/")
              .pop()
              ?.replace(/\.schema\.json$/, "")
          : undefined) ?? "",
    )
    .filter(Boolean);
}
