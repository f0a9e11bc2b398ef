import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BUILD_SETTINGS, buildInputs, checkBuild, recordBuildInputs, stampBuild } from "./stale-build.ts";

const LOCAL = "http://localhost:3000";
const PUBLIC = "https://www.example.com";
let root = "";

/** Writes a file of the small project, its folders first. */
function write(path: string, text = "x") {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** Sets a file's modification time, `seconds` away from when the build was made. */
function touch(path: string, seconds = 60) {
  const time = new Date(Date.now() + seconds * 1000);
  utimesSync(join(root, path), time, time);
}

/** A build as npm run build makes it, with these settings: the record taken at its start, moved into build/ at its end. */
function build(siteUrl = LOCAL, contentDir = join(root, "content"), env: NodeJS.ProcessEnv = {}) {
  recordBuildInputs(root, buildInputs(root, contentDir, siteUrl, env));
  write("build/server/index.js");
  expect(stampBuild(root)).toBe(true);
}

/** What npm start decides, started with these settings (none by default, whatever this shell has). */
const check = (env: NodeJS.ProcessEnv = {}) => checkBuild(root, join(root, "content"), env);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "stale-build-"));
  for (const path of [
    "content/faq.yaml",
    "content/services/example-service.yaml",
    "src/root.tsx",
    "src/root.test.tsx",
    "src/lib/dates.fixture.ts",
    "scripts/postbuild.ts",
    "schemas/faq.schema.json",
    "public/favicon.svg",
    "package.json",
    "vite.config.ts",
    "eslint.config.js",
    "tests/unit/a.test.ts",
  ])
    write(path);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("whether npm start builds first", () => {
  it("builds when there is no build, as before", () => {
    expect(check()).toEqual({ build: true, reason: "No build yet", message: "No build yet: building the site first (npm run build)..." });
  });

  it("serves a build whose inputs are as they were, without a word", () => {
    build();
    expect(check()).toEqual({ build: false });
  });

  it("builds again when a content file changed, and names it", () => {
    build();
    touch("content/services/example-service.yaml");
    expect(check()).toEqual({
      build: true,
      reason: "content/services/example-service.yaml changed since the last build",
      message: "content/services/example-service.yaml changed since the last build: building again (npm run build)...",
    });
  });

  it.each([
    ["src/root.tsx", "src/root.tsx changed"],
    ["scripts/postbuild.ts", "scripts/postbuild.ts changed"],
    ["schemas/faq.schema.json", "schemas/faq.schema.json changed"],
    ["public/favicon.svg", "public/favicon.svg changed"],
    ["package.json", "package.json changed"],
    ["vite.config.ts", "vite.config.ts changed"],
  ])("builds again when %s changed: code, schemas, static files and the root's build files are inputs too", (path, reason) => {
    build();
    touch(path);
    const result = check();
    expect(result.build && result.reason).toBe(`${reason} since the last build`);
  });

  it("counts a file restored with an older time as a change, not only a newer one", () => {
    build();
    touch("content/faq.yaml", -3600);
    const result = check();
    expect(result.build && result.reason).toBe("content/faq.yaml changed since the last build");
  });

  it("builds again when a file is added or removed, and counts the other changes", () => {
    build();
    write("content/jobs/engineer.yaml");
    expect(check()).toMatchObject({ build: true, reason: "content/jobs/engineer.yaml is new since the last build" });
    rmSync(join(root, "content/services/example-service.yaml"));
    touch("src/root.tsx");
    expect(check()).toMatchObject({ build: true, reason: "content/jobs/engineer.yaml is new since the last build (and 2 other files)" });
    rmSync(join(root, "content/jobs/engineer.yaml"));
    expect(check()).toMatchObject({
      build: true,
      reason: "content/services/example-service.yaml was removed since the last build (and 1 other file)",
    });
  });

  it("ignores what never reaches the build: tests, fixtures, tools' settings, dot files", () => {
    build();
    touch("src/root.test.tsx");
    touch("src/lib/dates.fixture.ts");
    touch("eslint.config.js");
    touch("tests/unit/a.test.ts");
    write("content/.faq.yaml.swp");
    write("content/.DS_Store");
    expect(check()).toEqual({ build: false });
  });

  it("builds again when the build has no record: interrupted, or made before builds kept one", () => {
    write("build/server/index.js");
    const result = check();
    expect(result.build && result.reason).toBe(
      "build/ has no record of what it was built from (an interrupted build, or one made before builds kept one)",
    );
    write("build/server/build-inputs.json", "{ not json");
    expect(check().build).toBe(true);
  });

  it("keeps no record when the build stops before its last step, and moves the record only once", () => {
    recordBuildInputs(root, buildInputs(root, join(root, "content"), LOCAL, {}));
    write("build/server/index.js");
    expect(check().build).toBe(true);
    expect(stampBuild(root)).toBe(true);
    expect(existsSync(join(root, ".generated/build-inputs.json"))).toBe(false);
    expect(check()).toEqual({ build: false });
    expect(stampBuild(root)).toBe(false);
  });

  it("counts a file saved while the build ran as a change: the record is taken at the start", () => {
    const atStart = buildInputs(root, join(root, "content"), LOCAL, {});
    touch("content/faq.yaml");
    recordBuildInputs(root, atStart);
    write("build/server/index.js");
    stampBuild(root);
    expect(check()).toMatchObject({ build: true, reason: "content/faq.yaml changed since the last build" });
  });

  it("builds again when the last build compiled another content folder", () => {
    write("other/faq.yaml");
    build(LOCAL, join(root, "other"));
    expect(check()).toMatchObject({ build: true, reason: "The last build compiled other/, not content/" });
    expect(checkBuild(root, join(root, "other"), {})).toEqual({ build: false });
  });

  it("names a content folder outside the project in full", () => {
    const outside = mkdtempSync(join(tmpdir(), "stale-build-content-"));
    try {
      writeFileSync(join(outside, "faq.yaml"), "x");
      build(LOCAL, outside);
      expect(checkBuild(root, outside, {})).toEqual({ build: false });
      const later = new Date(Date.now() + 60_000);
      utimesSync(join(outside, "faq.yaml"), later, later);
      expect(checkBuild(root, outside, {})).toMatchObject({
        build: true,
        reason: `${join(outside, "faq.yaml")} changed since the last build`,
      });
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it("never builds again a build made for a public address: it says how to publish the change instead", () => {
    build(PUBLIC);
    expect(check()).toEqual({ build: false });
    touch("content/faq.yaml");
    expect(check()).toEqual({
      build: false,
      note:
        "content/faq.yaml changed since the last build, but this build was made for https://www.example.com: serving it as it is. " +
        "npm start builds again only a build for this machine; to publish the change: SITE_URL=https://www.example.com npm run build",
    });
  });

  it("builds again a stale build for any local address", () => {
    build("http://127.0.0.1:3917");
    touch("content/faq.yaml");
    expect(check().build).toBe(true);
  });

  it("builds again a local build when started with another SITE_URL, and serves one started with its own", () => {
    build();
    expect(check({ SITE_URL: PUBLIC })).toMatchObject({
      build: true,
      reason: "SITE_URL is https://www.example.com, but the last build was made for http://localhost:3000",
    });
    expect(check({ SITE_URL: `${LOCAL}/` })).toEqual({ build: false });
    expect(check({ SITE_URL: "" })).toEqual({ build: false });
  });

  it("builds again when started with an editor sign-in setting the build was not made with; an unset one says nothing", () => {
    build(LOCAL, join(root, "content"), { CMS_REPO: "acme/site" });
    expect(check({ CMS_REPO: "acme/site" })).toEqual({ build: false });
    expect(check()).toEqual({ build: false });
    // An empty setting is an unset one to the build (it falls back to its default), so it says nothing either.
    expect(check({ CMS_REPO: "" })).toEqual({ build: false });
    expect(check({ CMS_REPO: "acme/new-site" })).toMatchObject({
      build: true,
      reason: 'CMS_REPO is "acme/new-site", but the last build was made with "acme/site"',
    });
    expect(check({ CMS_REPO: "acme/site", CMS_BRANCH: "live" })).toMatchObject({
      build: true,
      reason: 'CMS_BRANCH is "live", but the last build was made without it',
    });
  });

  it("notes a public build started with another SITE_URL, and says how to build for the new one", () => {
    build(PUBLIC);
    expect(check({ SITE_URL: PUBLIC })).toEqual({ build: false });
    expect(check({ SITE_URL: "https://new.example.com" })).toEqual({
      build: false,
      note:
        "SITE_URL is https://new.example.com, but the last build was made for https://www.example.com: serving it as it is. " +
        "npm start builds again only a build for this machine; to publish the change: SITE_URL=https://new.example.com npm run build",
    });
  });

  it("records an empty setting as unset, as the build reads it", () => {
    build(LOCAL, join(root, "content"), { CMS_BRANCH: "" });
    expect(check()).toEqual({ build: false });
    expect(check({ CMS_BRANCH: "main" })).toMatchObject({
      build: true,
      reason: 'CMS_BRANCH is "main", but the last build was made without it',
    });
  });

  it("reads a record from before builds kept their settings as a build made with none", () => {
    build();
    const record = join(root, "build/server/build-inputs.json");
    const { settings: _settings, ...older } = JSON.parse(readFileSync(record, "utf8")) as Record<string, unknown>;
    writeFileSync(record, JSON.stringify(older));
    expect(check()).toEqual({ build: false });
    expect(check({ CMS_BACKEND: "git-gateway" })).toMatchObject({ build: true });
  });
});

describe("the build settings npm start compares", () => {
  it("are every setting the editor's sign-in is built from", () => {
    const source = readFileSync(new URL("../src/content/compiler/editor/write-cms-config.ts", import.meta.url), "utf8");
    const read = new Set([...source.matchAll(/env\.(CMS_[A-Z_]+)/g)].map((match) => match[1]));
    expect([...read].sort()).toEqual([...BUILD_SETTINGS].sort());
  });
});
