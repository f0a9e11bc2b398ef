/**
 * Compiles content/ into .generated/ (src/content/compiler/build-content.ts): the typed bundle (server-only), its
 * types, the route list, the features' files and the browser editor's configuration. With --production (npm run
 * build) it first refuses a missing or local SITE_URL, and records what the build is made from for npm start
 * (docs/decisions/0513-npm-start-rebuilds-a-stale-build.md).
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildContent } from "../src/content/compiler/build-content.ts";
import { checkBuildSiteUrl } from "../src/content/compiler/build-site-url.ts";
import { assistantBuildStep } from "../src/features/assistant/build-step/index.ts";
import { buildInputs, recordBuildInputs, type BuildInputs } from "./stale-build.ts";
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
// CONTENT_DIR builds another content folder (the benchmark's copy with generated photos).
const contentDir = readSetting("CONTENT_DIR") || join(projectRoot, "content");
let inputs: BuildInputs | undefined;
const bundle = await buildContent({
  projectRoot,
  contentDir,
  shownContentDir: readSetting("CONTENT_DIR"),
  steps: [assistantBuildStep],
  // Taken once the section list is up to date (it may rewrite schemas/page.schema.json) and before the content is
  // read, so a file saved while the build runs counts as changed for the next npm start.
  beforeRead: () => {
    if (siteUrl !== undefined) inputs = buildInputs(projectRoot, contentDir, siteUrl);
  },
});
if (!bundle) process.exit(1);
if (inputs) recordBuildInputs(projectRoot, inputs);
console.log(`Content compiled: ${bundle.routes.length} routes.`);
