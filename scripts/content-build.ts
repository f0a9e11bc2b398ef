/**
 * Compiles content/ into .generated/: the typed bundle (server-only), its types, the route list, and
 * the browser editor's configuration. With --production (npm run build) it first refuses a missing
 * or local SITE_URL, and records what the build is made from for npm start
 * (docs/decisions/0513-npm-start-rebuilds-a-stale-build.md).
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { checkBuildSiteUrl } from "./content/build-site-url.ts";
import { loadCompiler } from "./content/load-compiler.ts";
import { reportProblems } from "./content/report.ts";
import { sectionListChange } from "./content/section-list.ts";
import { writeBundle } from "./content/write-generated.ts";
import { writeCmsConfig } from "./admin/write-cms-config.ts";
import { buildAssistantIndex } from "./content/passage-index.ts";
import { vectorSummary, writePassageVectors } from "./content/passage-vectors.ts";
import { photoSummary, preparePhotos } from "./media/prepare-photos.ts";
import { buildInputs, recordBuildInputs } from "./stale-build.ts";
import { readSetting } from "../src/platform/settings.server.ts";

let siteUrl: string | undefined;
if (process.argv.includes("--production")) {
  const check = checkBuildSiteUrl(process.env);
  if (!check.ok) {
    console.error(`Build stopped: ${check.message}`);
    process.exit(1);
  }
  siteUrl = check.siteUrl;
  console.log(`Building for ${siteUrl}.`);
}

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const { compileContent, sections } = await loadCompiler(projectRoot);
const change = sectionListChange(sections);
if (change) console.log(change);
// CONTENT_DIR builds another content folder (the benchmark's copy with generated photos).
const contentDir = readSetting("CONTENT_DIR") || join(projectRoot, "content");
// Taken once the section list is up to date (it may rewrite schemas/page.schema.json) and before the content is
// read, so a file saved while the build runs counts as changed for the next npm start.
const inputs = siteUrl === undefined ? undefined : buildInputs(projectRoot, contentDir, siteUrl);
const { bundle, problems, shareCards, photos } = compileContent(projectRoot, contentDir);
if (!reportProblems(problems, { contentDir: readSetting("CONTENT_DIR") }) || !bundle) process.exit(1);
console.log(photoSummary(await preparePhotos(projectRoot, photos)));
const assistant = buildAssistantIndex(bundle);
writeBundle(projectRoot, bundle, assistant, shareCards);
console.log(vectorSummary(await writePassageVectors(projectRoot, assistant)));
writeCmsConfig(projectRoot, bundle);
if (inputs) recordBuildInputs(projectRoot, inputs);
console.log(`Content compiled: ${bundle.routes.length} routes.`);
