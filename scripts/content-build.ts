/**
 * Compiles content/ into .generated/: the typed bundle (server-only), its types, the route list, and
 * the browser editor's configuration. With --production (npm run build) it first refuses a missing
 * or local SITE_URL.
 */
import { fileURLToPath } from "node:url";
import { checkBuildSiteUrl } from "./content/build-site-url.ts";
import { compileContent } from "./content/compile-content.ts";
import { reportProblems } from "./content/report.ts";
import { writeBundle, writeContentTypes } from "./content/write-generated.ts";
import { writeCmsConfig } from "./admin/write-cms-config.ts";

if (process.argv.includes("--production")) {
  const check = checkBuildSiteUrl(process.env);
  if (!check.ok) {
    console.error(`Build stopped: ${check.message}`);
    process.exit(1);
  }
  console.log(`Building for ${check.siteUrl}.`);
}

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
await writeContentTypes(projectRoot);
const { bundle, problems, shareCards } = compileContent(projectRoot);
if (!reportProblems(problems) || !bundle) process.exit(1);
writeBundle(projectRoot, bundle, shareCards);
writeCmsConfig(projectRoot, bundle);
console.log(`Content compiled: ${bundle.routes.length} routes.`);
