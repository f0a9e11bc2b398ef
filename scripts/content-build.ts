/**
 * Compiles content/ into .generated/: the typed bundle (server-only), its types, the route list, and
 * the browser editor's configuration. With --production (npm run build) it first refuses a missing
 * or local SITE_URL.
 */
import { fileURLToPath } from "node:url";
import { checkBuildSiteUrl } from "./content/build-site-url.ts";
import { loadCompiler } from "./content/load-compiler.ts";
import { reportProblems } from "./content/report.ts";
import { sectionListChange } from "./content/section-list.ts";
import { writeBundle } from "./content/write-generated.ts";
import { writeCmsConfig } from "./admin/write-cms-config.ts";
import { buildAssistantIndex } from "./content/passage-index.ts";
import { photoSummary, preparePhotos } from "./media/prepare-photos.ts";

if (process.argv.includes("--production")) {
  const check = checkBuildSiteUrl(process.env);
  if (!check.ok) {
    console.error(`Build stopped: ${check.message}`);
    process.exit(1);
  }
  console.log(`Building for ${check.siteUrl}.`);
}

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const { compileContent, sections } = await loadCompiler(projectRoot);
const change = sectionListChange(sections);
if (change) console.log(change);
// CONTENT_DIR builds another content folder (the benchmark's copy with generated photos).
const { bundle, problems, shareCards, photos } = compileContent(projectRoot, process.env.CONTENT_DIR || undefined);
if (!reportProblems(problems) || !bundle) process.exit(1);
console.log(photoSummary(await preparePhotos(projectRoot, photos)));
writeBundle(projectRoot, bundle, buildAssistantIndex(bundle), shareCards);
writeCmsConfig(projectRoot, bundle);
console.log(`Content compiled: ${bundle.routes.length} routes.`);
