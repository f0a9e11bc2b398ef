/**
 * npm run content:check [-- <folder>]: validates every content file and prints each problem with its file and
 * line (src/content/compiler/build-content.ts). An editor who added a section schema is told that page.schema.json's
 * list of section types changed, to commit with it (docs/decisions/0505-a-sections-compile-step-in-its-folder.md).
 */
import { fileURLToPath } from "node:url";
import { checkContent } from "../src/content/compiler/build-content.ts";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
// `npm run content:check -- <folder>` checks another content folder; the summary names it.
process.exitCode = (await checkContent(projectRoot, process.argv[2])) ? 0 : 1;
