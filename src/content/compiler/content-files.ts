import { existsSync, readdirSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { fieldPath, type ContentProblem } from "./content-error.ts";
import type { CheckedFile } from "./cross-checks.ts";
import { repeatedFacts, resolvePlaceholders, resolveText, unknownPlaceholderMessage, type PlaceholderValues } from "./placeholders.ts";
import { scaffoldPlaceholders, withoutPlaceholderEchoes } from "./scaffold-placeholders.ts";
import type { createValidator, SchemaName } from "./schema-validator.ts";
import { readSourceFile, type SourceFile } from "./source-file.ts";
import { checkOwnPhotos, dropClearedImageChoice, type PhotoJob } from "./media/own-photos.ts";

/** A content file that parsed and passed its schema: its source (for line numbers), its name and its data. */
export interface Loaded<T> {
  source: SourceFile;
  name: string;
  data: T;
}

interface ContentFilesOptions {
  projectRoot: string;
  contentDir: string;
  validate: ReturnType<typeof createValidator>;
  /** Where every problem found while reading goes, in the order found. */
  problems: ContentProblem[];
  /** Every valid file, for the cross-file checks. */
  checked: CheckedFile[];
  /** The placeholder values known so far: they grow as site.yaml and the collections are read. */
  values: () => PlaceholderValues;
  /** Every own photo of a valid file, checked and described, for the build to resize. */
  photos?: PhotoJob[];
}

/** Reads content files: parse, resolve {placeholders}, validate against the schema, report problems with their lines. */
export function contentFiles({ projectRoot, contentDir, validate, problems, checked, values, photos = [] }: ContentFilesOptions) {
  function load<T>(file: string, schema: SchemaName): Loaded<T> | undefined {
    if (!existsSync(file)) {
      problems.push({
        file: relative(projectRoot, file),
        line: 1,
        column: 1,
        field: "",
        message: "this file is missing (the site needs it)",
        severity: "error",
      });
      return undefined;
    }
    const parsed = readSourceFile(file, projectRoot);
    // Later syntax errors are usually echoes of the first: report that one, with its line.
    const [firstError] = parsed.syntaxErrors;
    if (firstError) problems.push({ file: parsed.path, ...firstError, field: "", severity: "error" });
    if (parsed.syntaxErrors.length) return undefined;
    dropClearedImageChoice(parsed.data);
    const source = schema === "site" ? parsed : withFactsResolved(parsed);
    const placeholders = scaffoldPlaceholders(source);
    // A fresh file from npm run content:new lists its placeholders only: the length or form of a TODO
    // text is not the editor's problem yet.
    const found = [...placeholders, ...withoutPlaceholderEchoes(validate(source, schema), placeholders)];
    problems.push(...found);
    if (found.length) return undefined;
    checked.push({ source, data: source.data });
    checkOwnPhotos(source, schema, join(contentDir, "media"), problems, photos);
    return { source, name: basename(file).replace(/\.(ya?ml|md)$/, ""), data: source.data as T };
  }

  /** Resolves placeholders in a file's fields and body, and warns where it copies a site.yaml fact by hand. */
  function withFactsResolved(source: SourceFile): SourceFile {
    const known = values();
    const siteKnown = "site.phone" in known;
    walkStrings(source.data, (path, text) => {
      for (const name of repeatedFacts(text, known)) {
        problems.push({
          file: source.path,
          ...lineOfText(source, path, text, name === "services.count" ? `${known[name] ?? ""} services` : (known[name] ?? "")),
          field: fieldPath(path),
          message: repeatedFactMessage(name, known),
          severity: "warning",
        });
      }
    });
    const resolved = resolvePlaceholders(source.data, known);
    // Without a valid site.yaml every placeholder looks unknown; its own errors say what to fix.
    if (siteKnown)
      for (const { path, name } of resolved.unknown)
        problems.push({
          file: source.path,
          ...source.locate(path),
          field: fieldPath(path),
          message: unknownPlaceholderMessage(name, known),
          severity: "error",
        });
    const body =
      source.body === undefined
        ? undefined
        : resolveText(source.body, known, (name) => {
            if (siteKnown)
              problems.push({
                file: source.path,
                line: source.bodyLine ?? 1,
                column: 1,
                field: "",
                message: unknownPlaceholderMessage(name, known),
                severity: "error",
              });
          });
    return { ...source, data: resolved.data, body };
  }

  /** Every file of a folder, in name order; a file whose name cannot be an address is reported and skipped. */
  function loadAll<T>(folder: string, schema: SchemaName, extension: RegExp, namePattern: RegExp, nameHint: string) {
    const dir = join(contentDir, folder);
    if (!existsSync(dir)) return [];
    const loaded: Loaded<T>[] = [];
    for (const file of readdirSync(dir)
      .filter((name) => extension.test(name))
      .sort()) {
      const name = file.replace(extension, "");
      if (!namePattern.test(name)) {
        problems.push({
          file: join("content", folder, file),
          line: 1,
          column: 1,
          field: "",
          message: `the file name "${name}" cannot be an address (${nameHint})`,
          severity: "error",
        });
        continue;
      }
      const item = load<T>(join(dir, file), schema);
      if (item) loaded.push(item);
    }
    return loaded;
  }

  return { load, loadAll };
}

/** The names of a content folder's files with the given extension (without it); none when the folder is missing. */
export function fileNames(contentDir: string, folder: string, extension: RegExp): string[] {
  return existsSync(join(contentDir, folder))
    ? readdirSync(join(contentDir, folder))
        .filter((file) => extension.test(file))
        .map((file) => file.replace(extension, ""))
    : [];
}

/** Where a value sits inside a field: in a literal block (|) each text line is one line of the file. */
function lineOfText(source: SourceFile, path: (string | number)[], text: string, value: string) {
  const where = source.locate(path);
  const at = text.indexOf(value.split(",")[0] ?? value);
  const row = at < 0 ? 0 : text.slice(0, at).split("\n").length - 1;
  return row === 0 ? where : { line: where.line + 1 + row, column: where.column };
}

function repeatedFactMessage(name: string, values: PlaceholderValues): string {
  const written = name === "services.count" ? `${values[name] ?? ""} services` : (values[name] ?? "");
  const where = name.startsWith("site.") ? "content/site.yaml" : "the number of files in content/services";
  return `repeats "${written}" by hand (write {${name}} instead, so it follows ${where})`;
}

function walkStrings(value: unknown, visit: (path: (string | number)[], text: string) => void, path: (string | number)[] = []) {
  if (typeof value === "string") visit(path, value);
  else if (Array.isArray(value)) value.forEach((item, index) => walkStrings(item, visit, [...path, index]));
  else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) walkStrings(item, visit, [...path, key]);
}
