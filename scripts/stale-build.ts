/**
 * Whether build/ still matches what it was built from, so `npm start` builds again instead of serving an old
 * site. `npm run build` notes every input's
 * modification time as it starts (content-build.ts --production) and moves that record into the build as its
 * last step (render-server-pages.ts), so only a finished build has one. npm start compares the record with the
 * files as they are now: a few hundred stat calls, no file read or hashed.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { isLocalSiteUrl } from "../src/content/compiler/build-site-url.ts";
import { pathFrom } from "../src/content/compiler/path-from.ts";

/** Folders the build reads, besides the content folder: the app, the build's own code, the schemas, static files. */
const INPUT_FOLDERS = ["src", "scripts", "schemas", "public"];
/** Root files that steer the build (package-lock.json stands for node_modules). */
const INPUT_FILES = ["package.json", "package-lock.json", "vite.config.ts", "react-router.config.ts", "tsconfig.json"];
/** Tests and their fixtures sit beside the code but never reach the build; dot files are editors' and systems' own. */
const NOT_AN_INPUT = /^\.|\.(test|fixture)\.tsx?$/;

/**
 * The settings the build reads from the environment besides SITE_URL (which the record keeps as the origin it
 * resolved to): the editor's sign-in (src/content/compiler/editor/write-cms-config.ts). A unit test holds the list to that file.
 */
export const BUILD_SETTINGS = ["CMS_BACKEND", "CMS_API_ROOT", "CMS_REPO", "CMS_BRANCH", "CMS_AUTH_URL"] as const;

/** Where the record waits between the build's first step and its last, and where it ends up. */
const PENDING_RECORD = ".generated/build-inputs.json";
const BUILD_RECORD = "build/server/build-inputs.json";

/**
 * What a build was made from: its origin, the build settings that were set, its content folder, and each
 * input's modification time (ms) by path.
 */
export interface BuildInputs {
  siteUrl: string;
  settings: Record<string, string>;
  contentDir: string;
  files: Record<string, number>;
}

/** What npm start does before serving: build (saying why), or serve what is there (with a note if it is out of date). */
export type BuildCheck = { build: true; reason: string; message: string } | { build: false; note?: string };

/** A build setting's value; an empty one is unset, as the build reads it (`env.CMS_REPO || …`). */
function setting(env: NodeJS.ProcessEnv, name: string): string | undefined {
  return env[name] || undefined;
}

/** Every build input as it is now, with the origin the build is made for and the settings it is made with. */
export function buildInputs(root: string, contentDir: string, siteUrl: string, env: NodeJS.ProcessEnv = process.env): BuildInputs {
  const settings: Record<string, string> = {};
  for (const name of BUILD_SETTINGS) {
    const value = setting(env, name);
    if (value !== undefined) settings[name] = value;
  }
  const files: Record<string, number> = {};
  const add = (path: string) => {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (stat?.isFile()) files[pathFrom(root, path)] = stat.mtimeMs;
    else if (stat?.isDirectory()) for (const name of readdirSync(path).sort()) if (!NOT_AN_INPUT.test(name)) add(join(path, name));
  };
  for (const path of [contentDir, ...INPUT_FOLDERS.map((folder) => join(root, folder)), ...INPUT_FILES.map((file) => join(root, file))])
    add(path);
  return { siteUrl, settings, contentDir: pathFrom(root, contentDir), files };
}

/** The build's first step, once the content compiled: what this build is made from, until the build is done. */
export function recordBuildInputs(root: string, inputs: BuildInputs): void {
  mkdirSync(join(root, ".generated"), { recursive: true });
  writeFileSync(join(root, PENDING_RECORD), `${JSON.stringify(inputs)}\n`);
}

/** The build's last step: the record moves into build/. False when there was none (the first step did not run). */
export function stampBuild(root: string): boolean {
  if (!existsSync(join(root, PENDING_RECORD))) return false;
  renameSync(join(root, PENDING_RECORD), join(root, BUILD_RECORD));
  return true;
}

function readRecord(root: string): BuildInputs | undefined {
  try {
    const record = JSON.parse(readFileSync(join(root, BUILD_RECORD), "utf8")) as Partial<BuildInputs>;
    // A record from before builds kept their settings has none: the build was made with none set.
    const { siteUrl, settings = {}, contentDir, files } = record;
    if (typeof siteUrl !== "string" || typeof contentDir !== "string" || typeof files !== "object" || files === null) return undefined;
    return { siteUrl, settings, contentDir, files };
  } catch {
    return undefined;
  }
}

/** The first difference between the record and now, in path order, and how many more there are; undefined when none. */
function firstChange(before: Record<string, number>, now: Record<string, number>): string | undefined {
  const changes: string[] = [];
  for (const path of [...new Set([...Object.keys(before), ...Object.keys(now)])].sort()) {
    const [was, is] = [before[path], now[path]];
    if (was === undefined) changes.push(`${path} is new`);
    else if (is === undefined) changes.push(`${path} was removed`);
    else if (was !== is) changes.push(`${path} changed`);
  }
  if (changes.length === 0) return undefined;
  const more = changes.length - 1;
  return `${changes[0]} since the last build${more ? ` (and ${more} other file${more === 1 ? "" : "s"})` : ""}`;
}

/** The origin an address stands for, or the address itself when it is none (the build will say why). */
function originOf(address: string): string {
  return URL.canParse(address) ? new URL(address).origin : address;
}

/** The SITE_URL npm start is given, when it is not the origin the build was made for. */
function otherSiteUrl(record: BuildInputs, env: NodeJS.ProcessEnv): string | undefined {
  const siteUrl = env.SITE_URL?.trim();
  return siteUrl && originOf(siteUrl) !== record.siteUrl ? siteUrl : undefined;
}

/**
 * The first build setting that npm start is given and the build was not made with. A setting left unset says
 * nothing: a server is often started without the settings its build was made with.
 */
function settingChange(record: BuildInputs, env: NodeJS.ProcessEnv): string | undefined {
  const siteUrl = otherSiteUrl(record, env);
  if (siteUrl) return `SITE_URL is ${siteUrl}, but the last build was made for ${record.siteUrl}`;
  for (const name of BUILD_SETTINGS) {
    const [is, was] = [setting(env, name), record.settings[name]];
    if (is !== undefined && is !== was)
      return `${name} is "${is}", but the last build was made ${was === undefined ? "without it" : `with "${was}"`}`;
  }
  return undefined;
}

/**
 * Whether npm start builds first. It builds when there is no build, when the build has no record (interrupted,
 * or made before builds kept one), when it is given a build setting the build was not made with (SITE_URL, the
 * editor's CMS_*), and when an input differs from the record, in either direction: a file restored from an older
 * copy is a change too. A build made for a public address is never built again here: it is a deployment's, and
 * only `SITE_URL=… npm run build` remakes it as it was meant; npm start notes the change.
 */
export function checkBuild(root: string, contentDir: string, env: NodeJS.ProcessEnv = process.env): BuildCheck {
  const rebuild = (reason: string): BuildCheck => ({ build: true, reason, message: `${reason}: building again (npm run build)...` });
  if (!existsSync(join(root, "build/server/index.js")))
    return { build: true, reason: "No build yet", message: "No build yet: building the site first (npm run build)..." };
  const record = readRecord(root);
  if (!record) return rebuild("build/ has no record of what it was built from (an interrupted build, or one made before builds kept one)");
  const now = buildInputs(root, contentDir, record.siteUrl, env);
  const reason =
    record.contentDir === now.contentDir
      ? (settingChange(record, env) ?? firstChange(record.files, now.files))
      : `The last build compiled ${record.contentDir}/, not ${now.contentDir}/`;
  if (!reason) return { build: false };
  if (isLocalSiteUrl(record.siteUrl)) return rebuild(reason);
  const siteUrl = otherSiteUrl(record, env);
  return {
    build: false,
    note:
      `${reason}${siteUrl ? "" : `, but this build was made for ${record.siteUrl}`}: serving it as it is. npm start builds ` +
      `again only a build for this machine; to publish the change: SITE_URL=${siteUrl ?? record.siteUrl} npm run build`,
  };
}
