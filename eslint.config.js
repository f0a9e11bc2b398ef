import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * The floors of src/, lowest first (docs/decisions/0350-import-floors.md, 0501-capability-folders.md). A module
 * imports only from its own floor and from the floors it `uses`; eslint-plugin-boundaries states and checks it.
 * Floors run across the capability folders (src/features/<name>/): a feature's shared modules stand on the
 * feature floor, its `components/` with the components and its `server/` with the server.
 * Tests and their fixtures stand outside the floors: they may import whatever sets up their case.
 */
export const FLOORS = [
  {
    type: "ground",
    // .generated/compiled-sections.ts names each section's compiled type with `import type` from its compile file:
    // types only, erased from every bundle, and written by the content build, which lint does not read (0505).
    patterns: [
      "src/content/types.ts",
      "src/content/entry-types.ts",
      "src/content/chat-data-shape.ts",
      "src/content/lead-labels.ts",
      ".generated/content-types.ts",
      ".generated/compiled-sections.ts",
    ],
    uses: [],
  },
  { type: "lib", patterns: ["src/lib/**"], uses: ["ground"] },
  // The server's plumbing that features and the app share: the settings schema, errors, request guards, the
  // outbox loop (docs/decisions/0541). Below the features' server code, so nothing runs back up to src/server/.
  { type: "platform", patterns: ["src/platform/**"], uses: ["lib", "ground"] },
  // The hydration runtime's browser modules stand here too, below the components that use them (0503).
  { type: "feature", patterns: ["src/features/*/*.{ts,tsx}", "src/hydration/*.{ts,tsx}"], uses: ["lib", "ground"] },
  { type: "components", patterns: ["src/components/**", "src/features/*/components/**"], uses: ["feature", "lib", "ground"] },
  // A section's compile step runs in the content build, on build code (Markdown, the collections' cards): only
  // the content build imports it, through the generated registry; no floor of the browser or the server does (0505).
  // Listed before the sections floor, whose pattern also covers its files: the first pattern a file matches wins.
  {
    type: "section compile",
    patterns: ["src/sections/*/*-compile.ts", ".generated/section-compile-steps.ts"],
    uses: ["build", "feature", "lib", "ground"],
  },
  { type: "sections", patterns: ["src/sections/**", ".generated/sections.ts"], uses: ["components", "feature", "lib", "ground"] },
  { type: "content access", patterns: ["src/content/*.server.ts", ".generated/content.json"], uses: ["platform", "lib", "ground"] },
  {
    type: "server",
    patterns: ["src/server/**", "src/features/*/server/**", "src/hydration/server/**"],
    uses: ["platform", "content access", "feature", "lib", "ground"],
  },
  {
    type: "routes",
    patterns: ["src/routes/**", "src/routes.ts", "src/root.tsx", "src/entry.server.tsx"],
    uses: ["server", "platform", "content access", "sections", "components", "feature", "lib", "ground"],
  },
  // The content pipeline (src/content/compiler/) and the features' build steps (src/features/<name>/build-step/): they run
  // at build time only, in the commands of scripts/ and the preview's Vite plugin; the pipeline reads the
  // sections' compile steps through their generated registry and the photo sizes the components draw, and the
  // assistant's step embeds passages with the server's sentence model (docs/decisions/0545-content-pipeline-module-and-section-folders.md).
  {
    type: "build",
    patterns: ["src/content/compiler/**", "src/features/*/build-step/**"],
    uses: ["section compile", "server", "platform", "content access", "components", "feature", "lib", "ground"],
  },
];

/**
 * Which capability may use which (docs/decisions/0501-capability-folders.md): the assistant books meetings and
 * takes leads; a meeting is a lead, held in the lead's own store and transaction, so leads and meetings use
 * each other; visits are kept in the lead store and read leads for conversions (docs/decisions/0531), and a job
 * application is kept in the lead store's database with the leads' rules and outbox (docs/decisions/0540), so
 * leads and visits, and leads and applications, use each other too; none uses the assistant.
 */
export const FEATURES = {
  leads: ["meetings", "visits", "applications"],
  meetings: ["leads"],
  visits: ["leads"],
  assistant: ["meetings", "leads"],
  applications: ["leads"],
};

/**
 * Which capability's server side may import which other's server entry (docs/decisions/0541): the lead store
 * holds the meetings', visits' and applications' ledgers, so the leads' server side opens them; nothing imports
 * the leads' server side but the app (src/server/, the routes, scripts/). What those features shared with the
 * leads (the provider client, the operator's text, CSV and tables) stands on the platform floor, and the bot
 * check beside the bot trap on the leads' feature floor, so the circle of server modules cannot close again.
 */
export const FEATURE_SERVERS = {
  leads: ["meetings", "visits", "applications"],
  meetings: [],
  visits: [],
  assistant: [],
  applications: [],
};

/**
 * A feature's entries, one per side (docs/decisions/0541): its shared modules (the browser's, the server's and the
 * build's alike), its React components, its server side and its step in the content build. Each names its exports.
 */
export const FEATURE_ENTRIES = ["index.ts", "components/index.ts", "server/index.server.ts", "build-step/index.ts"];

/** Every module of a feature but its entries (micromatch's `!(name)` is any other name in that folder). */
function innerModules(name) {
  const folders = FEATURE_ENTRIES.filter((entry) => entry.includes("/")).map((entry) => entry.split("/")[0]);
  return [
    ...FEATURE_ENTRIES.map((entry) => `src/features/${name}/${entry.replace(/[^/]+$/, (file) => `!(${file})`)}`),
    `src/features/${name}/!(${folders.join("|")})/**/*`,
    `src/features/${name}/*/*/**`,
  ];
}

const UNIT_ONLY =
  "A unit test runs in process: move a test that starts a process, opens a socket or needs PostgreSQL to tests/integration/ or name it *.integration.test.ts (docs/decisions/0500-tests-by-kind.md).";

/** Tests and the fixtures they share (one suffix: `*.fixture.ts`), which stand outside the floors. */
const TEST_CODE = ["src/**/*.test.{ts,tsx}", "src/**/*.fixture.ts"];

/**
 * One settings module (docs/decisions/0541-feature-entries-and-one-settings-schema.md): src/platform/settings.server.ts
 * declares every environment variable and alone reads process.env; the rest receives typed settings. Scripts may
 * hand the whole environment on to a child process or a function; they read a variable through the schema too.
 */
const SETTINGS_MODULE = "src/platform/settings.server.ts";
const ONE_SETTINGS_MODULE = `Read settings through ${SETTINGS_MODULE} (readSettings, readSetting): it declares every environment variable once (docs/decisions/0541).`;
const READS_A_VARIABLE = {
  selector:
    "MemberExpression[object.type='MemberExpression'][object.object.name='process'][object.property.name='env']:not(AssignmentExpression > MemberExpression.left)",
  message: ONE_SETTINGS_MODULE,
};
const READS_THE_ENVIRONMENT = {
  selector: "MemberExpression[object.name='process'][property.name='env']:not(MemberExpression > MemberExpression.object)",
  message: ONE_SETTINGS_MODULE,
};
const settingsConfig = [
  {
    files: ["src/**/*.{ts,tsx}"],
    // The launcher sets NODE_ENV before the site starts and shares no module with it (docs/decisions/0507).
    ignores: [...TEST_CODE, SETTINGS_MODULE, "src/server/main.server.ts", "src/content/compiler/**"],
    rules: { "no-restricted-syntax": ["error", READS_A_VARIABLE, READS_THE_ENVIRONMENT] },
  },
  {
    // The content pipeline runs in the commands, like scripts/: it may hand the environment on, never read a variable.
    files: ["src/content/compiler/**/*.ts"],
    ignores: TEST_CODE,
    rules: { "no-restricted-syntax": ["error", READS_A_VARIABLE] },
  },
  {
    // The commands and benchmarks may hand the whole environment to a child process, never read a variable.
    files: ["scripts/**/*.ts", "bench/**/*.ts"],
    ignores: ["scripts/**/*.test.ts"],
    rules: { "no-restricted-syntax": ["error", READS_A_VARIABLE] },
  },
];

const boundariesConfig = {
  files: ["src/**/*.{ts,tsx}"],
  ignores: TEST_CODE,
  plugins: { boundaries },
  settings: {
    "boundaries/include": ["src/**", ".generated/**", "scripts/**", "bench/**", "tests/**"],
    // Full-path patterns classify single files (the ground floor's three modules); the plugin's newer file
    // descriptors cannot stand on a floor, so its note that `mode` is deprecated is silenced (record 0501).
    "boundaries/legacy-warnings": false,
    "boundaries/elements": [
      ...FLOORS.flatMap(({ type, patterns }) =>
        patterns.map((pattern) => ({ type, pattern, mode: "full", capture: pattern.startsWith("src/features/") ? ["feature"] : [] })),
      ),
      // The commands, the benchmarks and the tests: nothing under src/ imports them.
      { type: "commands", pattern: "scripts/**", mode: "full" },
      { type: "bench", pattern: "bench/**", mode: "full" },
      { type: "tests", pattern: "tests/**", mode: "full" },
    ],
  },
  rules: {
    "boundaries/dependencies": [
      "error",
      {
        default: "disallow",
        policies: [
          ...FLOORS.map(({ type, uses }) => ({
            from: { element: { type } },
            allow: { to: { element: { types: { anyOf: [type, ...uses] } } } },
          })),
          ...Object.entries(FEATURES).map(([name, uses]) => ({
            from: { element: { captured: { feature: name } } },
            disallow: { to: { element: { captured: { feature: `!{${[name, ...uses].join(",")},}` } } } },
            message: `The ${name} capability may use ${uses.length ? uses.join(" and ") : "no other capability"} (docs/decisions/0501-capability-folders.md).`,
          })),
          ...Object.entries(FEATURE_SERVERS).map(([name, uses]) => ({
            from: { file: { path: `src/features/${name}/**` } },
            disallow: { to: { file: { path: `src/features/!(${[name, ...uses].join("|")})/server/**` } } },
            message: `The ${name} feature's server side may import ${uses.length ? `the server entries of ${uses.join(", ")}` : "no other feature's server side"}: shared plumbing stands in src/platform/ (docs/decisions/0541).`,
          })),
          // A feature is imported through its entries, one per side (FEATURE_ENTRIES): nothing outside the feature
          // imports its inner modules (docs/decisions/0541-feature-entries-and-one-settings-schema.md).
          ...Object.keys(FEATURES).map((name) => ({
            from: { file: { path: `!src/features/${name}/**` } },
            disallow: { to: { file: { path: innerModules(name) } } },
            message: `Import the ${name} feature through its entries, src/features/${name}/{${FEATURE_ENTRIES.join(",")}} (docs/decisions/0541).`,
          })),
        ],
      },
    ],
    // Every module of src/ stands on a floor. (Imports the plugin cannot resolve are React Router's generated
    // route types, ./+types/<route>, so no-unknown stays off; scripts/ and tests/ are elements no floor uses.)
    "boundaries/no-unknown-files": "error",
  },
};

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
  boundariesConfig,
  ...settingsConfig,
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
