import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { stringify } from "yaml";
import type { ContentBundle } from "../../src/content/types.ts";
import { cmsConfig } from "./cms-config.ts";
import type { CmsBackend } from "./cms-config.ts";

/** The git host the deployed editor commits to: CMS_BACKEND, CMS_REPO, CMS_BRANCH, CMS_AUTH_URL (see CONTENT.md). */
function cmsBackendFromEnv(env: NodeJS.ProcessEnv): CmsBackend {
  const name = env.CMS_BACKEND || "github";
  if (name !== "github" && name !== "gitlab" && name !== "gitea") {
    throw new Error(`CMS_BACKEND must be github, gitlab or gitea, not "${name}".`);
  }
  return {
    name,
    repo: env.CMS_REPO || "your-organisation/your-site",
    branch: env.CMS_BRANCH || "main",
    ...(env.CMS_AUTH_URL ? { baseUrl: env.CMS_AUTH_URL } : {}),
  };
}

/** Writes .generated/cms-config.yml, which the server answers at /admin/config.yml. */
export function writeCmsConfig(projectRoot: string, bundle: ContentBundle, env: NodeJS.ProcessEnv = process.env): void {
  const config = cmsConfig({ schemaDir: join(projectRoot, "schemas"), bundle, backend: cmsBackendFromEnv(env) });
  const header = "# Generated from schemas/ by scripts/content-build.ts (npm run build). Do not edit: change the schemas.\n";
  writeFileSync(
    join(projectRoot, ".generated", "cms-config.yml"),
    header + stringify(config, { lineWidth: 0, aliasDuplicateObjects: false }),
  );
}
