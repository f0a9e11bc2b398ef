import { join, relative } from "node:path";
import type { Plugin } from "vite";
import { errorLines } from "./report.ts";
import { loadCompiler } from "./load-compiler.ts";
import { writeBundle, writeContentTypes } from "./write-generated.ts";
import type { ContentBuildStep } from "./build-step.ts";
import { photoSummary, preparePhotos } from "./media/prepare-photos.ts";
import { readSetting } from "../../platform/settings.server.ts";

/** An editor's save can fire several watcher events (truncate, write, rename): compile once they settle. */
const SETTLE_MS = 150;

/**
 * In `npm run dev`: recompiles content/ whenever a content file or schema changes. Errors show in
 * the browser's overlay (and the terminal) with file, line and fix: the same list as
 * `npm run content:check`, each error once. While content is broken the site keeps its last good
 * bundle; once fixed, the overlay goes and the page reloads with the new content
 * (docs/decisions/0240-one-error-once-in-the-preview.md). The first compile happens here too, so the
 * preview starts (and shows the problems) even when content is broken. CONTENT_DIR points it at
 * another content folder (tests). The compiler is loaded once the generated registries are written
 * (src/content/compiler/load-compiler.ts); a compile file added while the preview runs needs a restart.
 */
export function contentPlugin(
  projectRoot: string,
  steps: readonly ContentBuildStep[],
  contentDir = readSetting("CONTENT_DIR") || join(projectRoot, "content"),
): Plugin {
  let errors: string[] = [];
  return {
    name: "site-content",
    apply: "serve",
    async configureServer(server) {
      const { compileContent } = await loadCompiler(projectRoot);
      const schemas = join(projectRoot, "schemas");
      const watched = [contentDir, schemas];
      // A section type's schema sits in its folder (src/sections/<key>/<key>.schema.json), which Vite watches already.
      const sectionFolders = join(projectRoot, "src", "sections");
      const isSchema = (file: string) =>
        file.startsWith(`${schemas}/`) || (file.startsWith(`${sectionFolders}/`) && file.endsWith(".schema.json"));
      const overlay = () => ({
        message: `${errors.length} content ${errors.length === 1 ? "error" : "errors"} (the site shows the last good content until fixed):\n\n${errors.join("\n")}`,
        stack: "",
        plugin: "site-content",
      });
      const showErrors = () => server.ws.send({ type: "error", err: overlay() });
      const rebuild = async (changed: string[]) => {
        if (changed.some(isSchema)) await writeContentTypes(projectRoot);
        const { bundle, problems, shareCards, photos } = compileContent(projectRoot, contentDir);
        errors = errorLines(problems);
        if (errors.length || !bundle) {
          server.config.logger.error(errors.join("\n"), { timestamp: true });
          return showErrors();
        }
        // Always, so the list of photo files follows a photo removed as well as one added.
        const photoReport = await preparePhotos(projectRoot, photos);
        if (photos.length) server.config.logger.info(photoSummary(photoReport), { timestamp: true });
        writeBundle(projectRoot, bundle, shareCards);
        // The features' build steps (the assistant's index); what depends on the content alone waits for a content change.
        const contentChanged = changed.length === 0 || changed.some((file) => file.startsWith(contentDir));
        for (const step of steps) {
          const line = await step.run(projectRoot, bundle, { contentChanged });
          if (line) server.config.logger.info(line, { timestamp: true });
        }
        const names = changed.map((file) => relative(projectRoot, file)).join(", ");
        server.config.logger.info(`content updated${names ? `: ${names}` : ""}`, { timestamp: true });
        server.ws.send({ type: "full-reload" });
      };
      // One compile at a time, over every file changed meanwhile: a compile never sees a half-saved state twice.
      let pending = new Set<string>();
      let timer: NodeJS.Timeout | undefined;
      let running = Promise.resolve();
      const schedule = (file: string) => {
        pending.add(file);
        clearTimeout(timer);
        timer = setTimeout(() => {
          const changed = [...pending];
          pending = new Set();
          running = running.then(() => rebuild(changed)).catch((error: unknown) => server.config.logger.error(String(error)));
        }, SETTLE_MS);
      };
      await rebuild([]);
      server.config.logger.info(`watching ${relative(projectRoot, contentDir) || contentDir} and the schemas`, { timestamp: true });
      server.watcher.add(watched);
      server.watcher.on("all", (_event, file) => {
        if (watched.some((dir) => file === dir || file.startsWith(`${dir}/`)) || isSchema(file)) schedule(file);
      });
      // A browser that connects (or reloads) while content is broken sees the problems at once.
      server.ws.on("connection", () => errors.length && showErrors());
    },
  };
}
