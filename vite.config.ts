import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { printOriginPlugin } from "./scripts/vite-plugins/print-origin-plugin.ts";
import { contentPlugin } from "./src/content/compiler/vite-content-plugin.ts";
import { assistantBuildStep } from "./src/features/assistant/build-step/index.ts";

/** The features' steps in the content build, as the build command names them (scripts/content-build.ts). */
const CONTENT_STEPS = [assistantBuildStep];

export default defineConfig({
  plugins: [printOriginPlugin(), tailwindcss(), reactRouter(), contentPlugin(fileURLToPath(new URL(".", import.meta.url)), CONTENT_STEPS)],
  build: {
    // Source maps never ship: the client build is public.
    sourcemap: false,
    rolldownOptions: {
      // A feature's entries only re-export (docs/decisions/0541): a page that imports one export of an entry must not
      // load the entry's other modules. Without this the bundler keeps the entry's every import, so the search page
      // took the chat's whole reply engine with its search, and every page the lead checks with the visit's memory.
      treeshake: {
        moduleSideEffects: [
          { test: /\/src\/features\/[^/]+\/(components\/)?index\.ts$/, sideEffects: false },
          { test: /./, sideEffects: true },
        ],
      },
    },
  },
  environments: {
    // The server build starts from the site (the Express app and what the routes share), which re-exports
    // React Router's server build: one module graph, one instance of each module.
    ssr: {
      build: { rolldownOptions: { input: "./src/server/site.server.ts" } },
      // The adapter goes through Vite too, so under the dev server its react-router is the routes' own (the
      // "development" copy): `new RouterContextProvider()` in app.server.ts then passes its instanceof check.
      resolve: { noExternal: ["@react-router/express"] },
    },
  },
});
