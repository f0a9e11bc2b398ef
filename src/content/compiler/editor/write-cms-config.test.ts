import { describe, expect, it } from "vitest";
import { cmsApiOrigin, cmsBackendFromEnv } from "./write-cms-config.ts";

describe("the editor's git host, from the build's settings", () => {
  it("is GitHub's public API unless CMS_API_ROOT names another", () => {
    const github = cmsBackendFromEnv({ CMS_REPO: "acme/site" });
    expect(github).toEqual({ name: "github", repo: "acme/site", branch: "main" });
    expect(cmsApiOrigin(github)).toBe("https://api.github.com");
    expect(cmsApiOrigin(cmsBackendFromEnv({ CMS_BACKEND: "gitlab" }))).toBe("https://gitlab.com");
    const enterprise = cmsBackendFromEnv({ CMS_API_ROOT: "https://git.acme.example/api/v3/", CMS_AUTH_URL: "https://auth.acme.example" });
    expect(enterprise).toMatchObject({ apiRoot: "https://git.acme.example/api/v3", baseUrl: "https://auth.acme.example" });
    expect(cmsApiOrigin(enterprise)).toBe("https://git.acme.example");
  });

  it("refuses Gitea without its address, and addresses the token would travel to in the clear", () => {
    expect(() => cmsBackendFromEnv({ CMS_BACKEND: "gitea" })).toThrow(/CMS_BACKEND=gitea needs CMS_API_ROOT/);
    expect(() => cmsApiOrigin({ name: "gitea", repo: "acme/site", branch: "main" })).toThrow(/CMS_BACKEND=gitea needs CMS_API_ROOT/);
    expect(cmsBackendFromEnv({ CMS_BACKEND: "gitea", CMS_API_ROOT: "https://git.acme.example/api/v1" })).toMatchObject({
      name: "gitea",
      apiRoot: "https://git.acme.example/api/v1",
    });
    expect(() => cmsBackendFromEnv({ CMS_API_ROOT: "http://git.acme.example/api/v3" })).toThrow(/CMS_API_ROOT must start with https:\/\//);
    expect(() => cmsBackendFromEnv({ CMS_AUTH_URL: "git.acme.example" })).toThrow(/CMS_AUTH_URL must be a full address/);
    expect(() => cmsBackendFromEnv({ CMS_BACKEND: "bitbucket" })).toThrow(/github, gitlab or gitea/);
    // A test's fake git host on this machine may use plain http.
    expect(cmsBackendFromEnv({ CMS_API_ROOT: "http://127.0.0.1:4100" }).apiRoot).toBe("http://127.0.0.1:4100");
  });
});
