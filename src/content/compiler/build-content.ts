import type { ContentBuildStep } from "./build-step.ts";
import { writeCmsConfig } from "./editor/write-cms-config.ts";
import { loadCompiler } from "./load-compiler.ts";
import { photoSummary, preparePhotos } from "./media/prepare-photos.ts";
import { reportProblems } from "./report.ts";
import { sectionListChange } from "./section-list.ts";
import { writeBundle } from "./write-generated.ts";

export interface BuildContentOptions {
  projectRoot: string;
  /** The content folder to compile. */
  contentDir: string;
  /** The folder the summary names when it is not the project's content/ (a copy the benchmark made). */
  shownContentDir?: string;
  /** The features' steps, run on the compiled bundle in this order (build-step.ts). */
  steps: readonly ContentBuildStep[];
  /** Called once the section list is up to date (page.schema.json may be rewritten) and before the content is read. */
  beforeRead?: () => void;
}

/**
 * Compiles content/ into .generated/: the generated types and section registries, the typed bundle (server-only),
 * the route list, the own photos, the features' files and the browser editor's configuration. Prints what it did;
 * returns the bundle, or nothing when the content has problems (printed with their files and lines).
 */
export async function buildContent({ projectRoot, contentDir, shownContentDir, steps, beforeRead }: BuildContentOptions) {
  const { compileContent, sections, editorFields } = await loadCompiler(projectRoot);
  const change = sectionListChange(sections);
  if (change) console.log(change);
  beforeRead?.();
  const { bundle, problems, shareCards, photos } = compileContent(projectRoot, contentDir);
  if (!reportProblems(problems, { contentDir: shownContentDir }) || !bundle) return undefined;
  console.log(photoSummary(await preparePhotos(projectRoot, photos)));
  writeBundle(projectRoot, bundle, shareCards);
  for (const step of steps) {
    const line = await step.run(projectRoot, bundle, { contentChanged: true });
    if (line) console.log(line);
  }
  writeCmsConfig(projectRoot, bundle, editorFields);
  return bundle;
}

/**
 * npm run content:check: validates every content file of `contentDir` (the project's content/ when unset) and prints
 * each problem with its file and line, or a summary of what is there. Like the build, it first derives
 * page.schema.json's list of section types and the generated types, and says when the list changed.
 */
export async function checkContent(projectRoot: string, contentDir?: string): Promise<boolean> {
  const { compileContent, sections } = await loadCompiler(projectRoot);
  const change = sectionListChange(sections);
  if (change) console.log(change);
  const { bundle, problems } = compileContent(projectRoot, contentDir);
  const ok = reportProblems(problems, { contentDir });
  if (ok && bundle) {
    const counts = `${Object.keys(bundle.pages).length} pages, ${bundle.services.length} services, ${bundle.caseStudies.length} case studies, ${bundle.jobs.length} jobs, ${bundle.articles.length} articles, ${bundle.faq.reduce((sum, c) => sum + c.questions.length, 0)} FAQ entries`;
    console.log(`Content is valid: ${counts}.`);
  }
  return ok;
}
