import type { KnipConfig } from "knip";

/**
 * knip (part of `npm run lint`) reports exports nobody imports, files nobody reaches, dependencies
 * nobody uses and packages used but not declared (docs/decisions/0351-knip-unused-exports-files-dependencies.md).
 * Its plugins read the entry points from the tools' own configuration: React Router's routes, root and
 * entry (react-router.config.ts, src/routes.ts), Vite and its plugins, Vitest's and Playwright's tests
 * and web servers, ESLint, and every `node <file>` in package.json's scripts (the server's main, the
 * build, the editor, the operators' command). What no configuration names is listed here.
 */
const config: KnipConfig = {
  entry: [
    // The build-time programs, each run as `node scripts/<name>.ts` (docs/project-structure.md).
    "scripts/*.ts",
    // Run by hand: the content build's time with and without new own photos (docs/decisions/0283).
    "bench/parts/photo-build-time.ts",
    // Run by hand: the server's CPU time per request beside a static server's.
    "bench/parts/server-cpu.ts",
    // The section registry the content build generates from src/sections/*/*.schema.json (git ignores .generated/, so knip
    // would not follow it): it imports each section type's declaration.
    ".generated/sections.ts",
    // Likewise the compiler's registry of the sections' compile steps and the compiled section types, generated
    // from src/sections/*/*-compile.ts.
    ".generated/section-compile-steps.ts",
    ".generated/compiled-sections.ts",
    // Stand-ins for the sentence model's packages, which question-embedder.test.ts has its worker import by path.
    "src/features/assistant/server/*-model*.fixture.ts",
  ],
  project: ["src/**/*.{ts,tsx,css}", "scripts/**/*.ts", "bench/**/*.ts", "tests/**/*.ts", "*.{js,ts}"],
  // A type that names a parameter or result of an exported function is part of that function's
  // signature; callers may name it. Values exported only for their own file are still reported.
  ignoreExportsUsedInFile: { interface: true, type: true },
  ignoreDependencies: [
    // Resolved to a file at run time (createRequire().resolve): src/server/admin.server.ts serves
    // decap-cms's bundle at /admin, scripts/edit.ts starts decap-server's proxy.
    "decap-cms",
    "decap-server",
    // Font files read by path for the share cards (src/content/compiler/share-image/render.ts), never imported.
    "@fontsource/inter",
  ],
  // Debian's tools, not packages: scripts/debian-packages.ts installs with apt-get (the server benchmark
  // runs nginx by its full path); the benchmarks make certificates and images with openssl; the CPU
  // benchmark finds the server's process by its port with ss.
  ignoreBinaries: ["apt-get", "openssl", "ss"],
};

export default config;
