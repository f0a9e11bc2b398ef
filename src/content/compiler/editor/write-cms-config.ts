import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { stringify } from "yaml";
import type { ContentBundle } from "../../types.ts";
import { cmsConfig } from "./cms-config.ts";
import type { CmsBackend, CmsConfigOptions } from "./cms-config.ts";

/** Where each git host's API answers when CMS_API_ROOT does not say otherwise (Gitea has no public one). */
const DEFAULT_API_ROOTS: Record<CmsBackend["name"], string | undefined> = {
  github: "https://api.github.com",
  gitlab: "https://gitlab.com/api/v4",
  gitea: undefined,
};

/** A setting that must be an https address (http only on this machine, for tests); `what` names it in the error. */
function address(value: string, what: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${what} must be a full address such as https://git.example.com/api/v1, not "${value}".`);
  }
  const loopback = url.hostname === "127.0.0.1" || url.hostname === "localhost";
  if (url.protocol !== "https:" && !(url.protocol === "http:" && loopback))
    throw new Error(`${what} must start with https:// (the editor sends its sign-in token there), not "${value}".`);
  return value.replace(/\/+$/, "");
}

/**
 * The git host the deployed editor commits to: CMS_BACKEND, CMS_REPO, CMS_BRANCH, CMS_AUTH_URL and
 * CMS_API_ROOT (see CONTENT.md).
 */
export function cmsBackendFromEnv(env: NodeJS.ProcessEnv): CmsBackend {
  const name = env.CMS_BACKEND || "github";
  if (name !== "github" && name !== "gitlab" && name !== "gitea") {
    throw new Error(`CMS_BACKEND must be github, gitlab or gitea, not "${name}".`);
  }
  const apiRoot = env.CMS_API_ROOT ? address(env.CMS_API_ROOT, "CMS_API_ROOT") : undefined;
  if (name === "gitea" && !apiRoot)
    throw new Error("CMS_BACKEND=gitea needs CMS_API_ROOT, your Gitea's API address, such as https://git.example.com/api/v1.");
  return {
    name,
    repo: env.CMS_REPO || "your-organisation/your-site",
    branch: env.CMS_BRANCH || "main",
    ...(env.CMS_AUTH_URL ? { baseUrl: address(env.CMS_AUTH_URL, "CMS_AUTH_URL") } : {}),
    ...(apiRoot ? { apiRoot } : {}),
  };
}

/** The one origin the editor's page may call besides its own: the git host's API. */
export function cmsApiOrigin(backend: CmsBackend): string {
  const root = backend.apiRoot ?? DEFAULT_API_ROOTS[backend.name];
  if (!root) throw new Error(`CMS_BACKEND=${backend.name} needs CMS_API_ROOT: it has no public API address.`);
  return new URL(root).origin;
}

/**
 * Writes .generated/cms-config.yml, which the server answers at /admin/config.yml, and
 * .generated/cms-api-origin.txt, the git host's API origin the editor page's CSP lets it reach.
 */
export function writeCmsConfig(
  projectRoot: string,
  bundle: ContentBundle,
  sectionFields: CmsConfigOptions["sectionFields"],
  env: NodeJS.ProcessEnv = process.env,
): void {
  const backend = cmsBackendFromEnv(env);
  const config = cmsConfig({ schemaDir: join(projectRoot, "schemas"), bundle, sectionFields, backend });
  const header = "# Generated from schemas/ by scripts/content-build.ts (npm run build). Do not edit: change the schemas.\n";
  writeFileSync(
    join(projectRoot, ".generated", "cms-config.yml"),
    header + stringify(config, { lineWidth: 0, aliasDuplicateObjects: false }),
  );
  writeFileSync(join(projectRoot, ".generated", "cms-api-origin.txt"), `${cmsApiOrigin(backend)}\n`);
}
