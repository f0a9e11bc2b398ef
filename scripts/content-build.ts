/** Compiles content/ into .generated/: the typed bundle (server-only), its types, and the route list. */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { compileContent } from "./content/compile-content.ts";
import { generateContentTypes } from "./content/generate-types.ts";
import { reportProblems } from "./content/report.ts";

const SCHEMAS = ["site", "page", "service", "case-study", "job", "article", "faq", "chat"] as const;

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const outDir = join(projectRoot, ".generated");
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, "content-types.ts"), await generateContentTypes(join(projectRoot, "schemas"), SCHEMAS));

const { bundle, problems } = compileContent(projectRoot);
if (!reportProblems(problems) || !bundle) process.exit(1);
writeFileSync(join(outDir, "content.json"), JSON.stringify(bundle));
writeFileSync(join(outDir, "routes.json"), JSON.stringify(bundle.routes.map((route) => route.path), null, 2));
console.log(`Content compiled: ${bundle.routes.length} routes.`);
