import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const shim = fileURLToPath(new URL("./react-on-preact.ts", import.meta.url));

/** Bare React specifiers and what the client build gets instead (docs/decisions/0508). */
const TARGETS: Record<string, string> = {
  react: shim,
  "react-dom": shim,
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-dev-runtime",
};

/**
 * Builds the browser's bundle on Preact instead of React 19 (an experiment, docs/decisions/0508): only
 * the client environment is aliased, so the server and prerendering keep React and react-dom/server.
 */
export function preactClientPlugin(): Plugin {
  return {
    name: "preact-client",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (this.environment.name !== "client") return null;
      const target = TARGETS[source];
      if (!target) return null;
      // The shim itself imports preact/compat, never "react": no loop.
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
