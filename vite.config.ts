import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { printOriginPlugin } from "./scripts/vite-plugins/print-origin-plugin.ts";
import { contentPlugin } from "./scripts/content/vite-content-plugin.ts";
import { preactClientPlugin } from "./scripts/vite-plugins/preact-client-plugin.ts";

export default defineConfig({
  plugins: [
    ...(process.env.PREACT_CLIENT === "1" ? [preactClientPlugin()] : []),
    printOriginPlugin(),
    tailwindcss(),
    reactRouter(),
    contentPlugin(fileURLToPath(new URL(".", import.meta.url))),
  ],
  build: {
    // Source maps never ship: the client build is public.
    sourcemap: false,
  },
});
