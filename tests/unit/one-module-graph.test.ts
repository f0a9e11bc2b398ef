import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The server is one module graph: the launcher Node runs loads
 * the site from the server build and shares no module with it, so nothing needs a registry on globalThis,
 * and only the content access modules read the compiled bundle.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const TEST = /\.test\.tsx?$|\.fixture\.ts$|\.d\.ts$/;
const sources = (readdirSync(join(root, "src"), { recursive: true }) as string[])
  .map((file) =>
    relative(root, join(root, "src", file))
      .split("\\")
      .join("/"),
  )
  .filter((file) => /\.tsx?$/.test(file) && !TEST.test(file));
const read = (file: string) => readFileSync(join(root, file), "utf8");

describe("one module graph for the server", () => {
  it("the launcher (src/server/main.server.ts) imports only types from the project: the site comes from the build", () => {
    const imports = [...read("src/server/main.server.ts").matchAll(/^import (type )?[^;]*? from "(\.[^"]+)";/gm)];
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter(([, type]) => !type).map(([line]) => line)).toEqual([]);
  });

  it("no module keeps a shared object on globalThis under Symbol.for", () => {
    expect(sources.filter((file) => read(file).includes("Symbol.for("))).toEqual([]);
  });

  it("only src/content/*.server.ts read .generated/content.json", () => {
    const readers = sources.filter((file) => read(file).includes(".generated/content.json"));
    expect(readers.length).toBeGreaterThan(0);
    expect(readers.filter((file) => !/^src\/content\/[^/]+\.server\.ts$/.test(file))).toEqual([]);
  });

  it("Vite builds the server from src/server/site.server.ts, which re-exports React Router's server build", () => {
    expect(read("vite.config.ts")).toContain('input: "./src/server/site.server.ts"');
    expect(read("src/server/site.server.ts")).toContain('export * from "virtual:react-router/server-build";');
  });
});
