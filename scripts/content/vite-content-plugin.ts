import { join, relative } from "node:path";
import type { Plugin } from "vite";
import { formatProblem } from "./content-error.ts";
import { compileContent } from "./compile-content.ts";
import { writeBundle, writeContentTypes } from "./write-generated.ts";
import { photoSummary, preparePhotos } from "../media/prepare-photos.ts";

/**
 * In `npm run dev`: recompiles content/ whenever a content file or schema changes. Errors show in
 * the browser's overlay (and the terminal) with file, line and fix; once fixed, the page reloads
 * with the new content. The first compile happens here too, so the preview starts (and shows the
 * problems) even when content is broken. CONTENT_DIR points it at another content folder (tests).
 */
export function contentPlugin(projectRoot: string, contentDir = process.env.CONTENT_DIR || join(projectRoot, "content")): Plugin {
  let errors: string[] = [];
  return {
    name: "site-content",
    apply: "serve",
    async configureServer(server) {
      const watched = [contentDir, join(projectRoot, "schemas")];
      const showErrors = () =>
        server.ws.send({ type: "error", err: { message: `Content problems:\n\n${errors.join("\n")}`, stack: "", plugin: "site-content" } });
      const rebuild = async (changed?: string) => {
        if (changed?.startsWith(join(projectRoot, "schemas"))) await writeContentTypes(projectRoot);
        const { bundle, problems, shareCards, photos } = compileContent(projectRoot, contentDir);
        errors = problems.filter((problem) => problem.severity === "error").map(formatProblem);
        if (errors.length || !bundle) {
          server.config.logger.error(errors.join("\n"), { timestamp: true });
          return showErrors();
        }
        if (photos.length) server.config.logger.info(photoSummary(await preparePhotos(projectRoot, photos)), { timestamp: true });
        writeBundle(projectRoot, bundle, shareCards);
        server.config.logger.info(`content updated${changed ? `: ${relative(projectRoot, changed)}` : ""}`, { timestamp: true });
        server.ws.send({ type: "full-reload" });
      };
      await writeContentTypes(projectRoot);
      await rebuild();
      server.config.logger.info(`watching ${relative(projectRoot, contentDir) || contentDir} and schemas/`, { timestamp: true });
      server.watcher.add(watched);
      server.watcher.on("all", (_event, file) => {
        if (watched.some((dir) => file.startsWith(dir))) void rebuild(file);
      });
      // A browser that connects while content is broken sees the problems at once.
      server.ws.on("connection", () => errors.length && showErrors());
    },
  };
}
