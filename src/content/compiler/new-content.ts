import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { KINDS, scaffold, type Kind } from "./scaffold.ts";
import { scaffoldFaqQuestion } from "./scaffold-faq.ts";

/** What `npm run content:new` says, and its exit code: 0 done, 1 refused (the file exists), 2 a wrong call. */
export interface NewContentResult {
  code: 0 | 1 | 2;
  message: string;
}

/**
 * npm run content:new -- <kind> <name>: creates a new content file of `kind` under content/ (or a FAQ question in
 * the category `name`) with placeholders to fill in.
 */
export function newContent(root: string, kind: string | undefined, name: string | undefined, today: string): NewContentResult {
  const kinds = [...Object.keys(KINDS), "faq"].join(", ");
  if (!kind || !(kind in KINDS || kind === "faq") || !name) {
    return {
      code: 2,
      message: `Usage: npm run content:new -- <kind> <name>\n  kinds: ${kinds}\n  e.g.   npm run content:new -- service cloud-backup\n         npm run content:new -- faq general-services   (adds a question to that FAQ category)`,
    };
  }

  if (kind === "faq") {
    const file = join(root, "content", "faq.yaml");
    try {
      writeFileSync(file, scaffoldFaqQuestion(readFileSync(file, "utf8"), name));
    } catch (error) {
      return { code: 1, message: (error as Error).message };
    }
    return {
      code: 0,
      message: `Added a question to ${relative(root, file)}. Replace both TODOs, then check it with: npm run content:check`,
    };
  }

  const spec = KINDS[kind as Kind];
  if (!spec.name.test(name)) return { code: 2, message: `"${name}" cannot be the name of a ${kind}: use ${spec.hint}.` };
  const file = join(root, "content", spec.folder, `${name}${spec.extension}`);
  if (existsSync(file)) return { code: 1, message: `${relative(root, file)} already exists: choose another name, or edit that file.` };
  writeFileSync(file, scaffold(join(root, "schemas"), kind as Kind, today));
  return { code: 0, message: `Created ${relative(root, file)}. Replace every TODO, then check it with: npm run content:check` };
}
