/**
 * Compiles content/ into .generated/: the typed bundle (server-only), its types, the route list, and
 * the browser editor's configuration.
 */
import { fileURLToPath } from "node:url";
import { compileContent } from "./content/compile-content.ts";
import { reportProblems } from "./content/report.ts";
import { writeBundle, writeContentTypes } from "./content/write-generated.ts";
import { writeCmsConfig } from "./admin/write-cms-config.ts";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
await writeContentTypes(projectRoot);
const { bundle, problems } = compileContent(projectRoot);
if (!reportProblems(problems) || !bundle) process.exit(1);
writeBundle(projectRoot, bundle);
writeCmsConfig(projectRoot, bundle);
console.log(`Content compiled: ${bundle.routes.length} routes.`);
