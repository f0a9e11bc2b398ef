/** npm run content:new -- <kind> <name>: creates a new content file (or FAQ question) with placeholders to fill in. */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { KINDS, scaffold, type Kind } from "./content/scaffold.ts";
import { scaffoldFaqQuestion } from "./content/scaffold-faq.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const [kind, name] = process.argv.slice(2);
const kinds = [...Object.keys(KINDS), "faq"].join(", ");

if (!kind || !(kind in KINDS || kind === "faq") || !name) {
  console.error(
    `Usage: npm run content:new -- <kind> <name>\n  kinds: ${kinds}\n  e.g.   npm run content:new -- service cloud-backup\n         npm run content:new -- faq general-services   (adds a question to that FAQ category)`,
  );
  process.exit(2);
}

if (kind === "faq") {
  const file = join(root, "content", "faq.yaml");
  try {
    writeFileSync(file, scaffoldFaqQuestion(readFileSync(file, "utf8"), name));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  console.log(`Added a question to ${relative(root, file)}. Replace both TODOs, then check it with: npm run content:check`);
  process.exit(0);
}

const spec = KINDS[kind as Kind];
if (!spec.name.test(name)) {
  console.error(`"${name}" cannot be the name of a ${kind}: use ${spec.hint}.`);
  process.exit(2);
}
const file = join(root, "content", spec.folder, `${name}${spec.extension}`);
if (existsSync(file)) {
  console.error(`${relative(root, file)} already exists: choose another name, or edit that file.`);
  process.exit(1);
}
writeFileSync(file, scaffold(join(root, "schemas"), kind as Kind, new Date().toISOString().slice(0, 10)));
console.log(`Created ${relative(root, file)}. Replace every TODO, then check it with: npm run content:check`);
