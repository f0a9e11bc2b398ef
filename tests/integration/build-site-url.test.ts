import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ALLOW_LOCAL_FLAG, checkBuildSiteUrl } from "../../src/content/compiler/build-site-url.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("a production build refuses a missing or local SITE_URL", () => {
  it("npm run build starts with the check, and npm test asks for a local build explicitly", () => {
    const scripts = (JSON.parse(readFileSync(`${root}package.json`, "utf8")) as { scripts: Record<string, string> }).scripts;
    expect(scripts.build).toMatch(/^node scripts\/content-build\.ts --production && /);
    expect(scripts.test).toContain(`${ALLOW_LOCAL_FLAG}=1 npm run build`);
    expect(readFileSync(`${root}scripts/start.ts`, "utf8")).toContain("[ALLOW_LOCAL_FLAG]");
  });

  it("the build's first step stops without SITE_URL, says why and how to fix it, and writes nothing", () => {
    const env = { ...process.env, SITE_URL: "", [ALLOW_LOCAL_FLAG]: "" };
    const result = spawnSync(process.execPath, ["scripts/content-build.ts", "--production"], { cwd: root, env, encoding: "utf8" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Build stopped: SITE_URL is not set");
    expect(result.stderr).toContain("SITE_URL=https://www.example.com npm run build");
    expect(result.stderr).toContain(`${ALLOW_LOCAL_FLAG}=1 npm run build`);
    expect(result.stdout).not.toContain("Content compiled");
  });

  it.each([
    [{}, /SITE_URL is not set/],
    [{ SITE_URL: "http://localhost:3000" }, /points at this machine/],
    [{ SITE_URL: "http://127.0.0.1:8080" }, /points at this machine/],
    [{ SITE_URL: "www.example.com" }, /is not an address/],
    [{ SITE_URL: "ftp://example.com" }, /must start with https/],
    [{ SITE_URL: "https://example.com/site" }, /origin only/],
  ])("refuses %j", (env, message) => {
    const check = checkBuildSiteUrl(env);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.message).toMatch(message);
  });

  it.each([
    [{ SITE_URL: "https://www.example.com/" }, "https://www.example.com"],
    [{ [ALLOW_LOCAL_FLAG]: "1" }, "http://localhost:3000"],
    [{ SITE_URL: "http://localhost:3612", [ALLOW_LOCAL_FLAG]: "1" }, "http://localhost:3612"],
  ])("accepts %j", (env, siteUrl) => {
    expect(checkBuildSiteUrl(env)).toEqual({ ok: true, siteUrl });
  });
});
