import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * The floors of src/, lowest first (docs/decisions/0350-import-floors.md). A module imports only from
 * its own floor and from the floors it `uses`; `modules` are paths under src/ ("../" leaves src/).
 * Tests and their fixtures stand outside the floors: they may import whatever sets up their case.
 */
const FLOORS = [
  {
    name: "ground",
    modules: ["content/types.ts", "content/chat-data-shape.ts", "content/lead-words.ts", "../.generated/content-types.ts"],
    uses: [],
  },
  { name: "lib", modules: ["lib/**"], uses: ["ground"] },
  { name: "chat", modules: ["chat/**"], uses: ["lib", "ground"] },
  { name: "components", modules: ["components/**"], uses: ["chat", "lib", "ground"] },
  { name: "sections", modules: ["sections/**"], uses: ["components", "chat", "lib", "ground"] },
  { name: "content access", modules: ["content/*.server.ts", "../.generated/content.json"], uses: ["lib", "ground"] },
  { name: "server", modules: ["server/**"], uses: ["content access", "chat", "lib", "ground"] },
  {
    name: "routes",
    modules: ["routes/**", "routes.ts", "root.tsx", "entry.server.tsx"],
    uses: ["server", "content access", "sections", "components", "chat", "lib", "ground"],
  },
  // Build programs and tests: the running code never imports them.
  { name: "scripts and tests", modules: ["../scripts/**", "../tests/**"], uses: [] },
];

const UNIT_ONLY =
  "A unit test runs in process: move a test that starts a process, opens a socket or needs PostgreSQL to tests/integration/ or name it *.integration.test.ts (docs/decisions/0500-tests-by-kind.md).";

const escapeRegex = (text) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
const inSrc = (module) => !module.startsWith("../");
const folderOf = (module) => module.slice(0, module.lastIndexOf("/") + 1);

/**
 * How a file of `floor` names `module` in an import: `./` or any number of `../`, then the module's path
 * under src/ (or beside it). Deeper files reach the same module with more `../`; src/ has no same-named
 * folder at another depth that would mislead this (tests/unit/import-floors.test.ts tries every pair).
 * A module in the floor's own folder is also named `./<file>` (src/content/ holds two floors).
 */
function specifierPattern(module, floor) {
  const path = module.replace(/^(\.\.\/)+/, "");
  if (path.endsWith("/**")) return `^(?:\\.\\./)+${escapeRegex(path.slice(0, -2))}`;
  const file = `${escapeRegex(path).replaceAll("*", "[^/]*")}$`;
  const besideIt = inSrc(module) && floor.modules.some((own) => folderOf(own) === folderOf(module));
  return `^(?:\\.\\./)+${file}${besideIt ? `|^\\./${file.slice(folderOf(path).length)}` : ""}`;
}

const floorRules = FLOORS.filter((floor) => floor.modules.some(inSrc)).map((floor) => ({
  files: floor.modules.filter(inSrc).map((module) => `src/${module}`),
  ignores: ["src/**/*.test.{ts,tsx}", "src/**/*.test-helper.ts", "src/**/*.fixture.ts", "src/features/assistant/test-fixtures.ts"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: FLOORS.filter((other) => other !== floor && !floor.uses.includes(other.name)).map((other) => ({
          regex: other.modules.map((module) => specifierPattern(module, floor)).join("|"),
          caseSensitive: true,
          message: `The ${floor.name} floor imports only from ${[floor.name, ...floor.uses].join(", ")}, not from ${other.name} (docs/decisions/0350-import-floors.md).`,
        })),
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ["build/", ".react-router/", ".generated/", "node_modules/", "test-results/", "playwright-report/", "bench-results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // React Router's loaders and actions are routinely synchronous functions returning data.
      "@typescript-eslint/require-await": "off",
      // Effects that sync a DOM fact into state once after hydration are intended here.
      "react-hooks/set-state-in-effect": "off",
      // Loaders throw React Router's data(null, { status: 404 }) to reach the error boundary.
      "@typescript-eslint/only-throw-error": [
        "error",
        { allow: [{ from: "package", package: "react-router", name: "DataWithResponseInit" }] },
      ],
    },
  },
  ...floorRules,
  {
    // Unit tests are pure (docs/decisions/0500-tests-by-kind.md): a test that needs a process, a socket or
    // PostgreSQL is an integration test, named `*.integration.test.ts` or kept in tests/integration/.
    files: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/unit/**/*.ts"],
    ignores: ["**/*.integration.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["child_process", "net", "http", "https", "http2", "pg"].flatMap((name) =>
            [name, `node:${name}`].filter((id) => id !== "node:pg").map((id) => ({ name: id, message: UNIT_ONLY })),
          ),
          patterns: [
            {
              regex: "/fixtures/(production-server|postgres-server|radicale-server|project-copy|free-port|fake-[\\w-]+)\\.ts$",
              message: UNIT_ONLY,
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call a function named use(); it is not React's hook.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["**/*.js"],
    ...tseslint.configs.disableTypeChecked,
  },
);
