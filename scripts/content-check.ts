/**
 * npm run content:check — validates every content file and prints each problem with its file and line.
 * Like the content build, it first derives page.schema.json's list of section types and the generated
 * types from schemas/ and src/sections/, and says when the list changed: an editor who added a section
 * schema commits that change with it (docs/decisions/0505-a-sections-compile-step-in-its-folder.md).
 */
import { fileURLToPath } from "node:url";
import { loadCompiler } from "./content/load-compiler.ts";
import { reportProblems } from "./content/report.ts";
import { sectionListChange } from "./content/section-list.ts";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const { compileContent, sections } = await loadCompiler(projectRoot);
const change = sectionListChange(sections);
if (change) console.log(change);
// `npm run content:check -- <folder>` checks another content folder; the summary names it.
const { bundle, problems } = compileContent(projectRoot, process.argv[2]);
const ok = reportProblems(problems, { contentDir: process.argv[2] });
if (ok && bundle) {
  const counts = `${Object.keys(bundle.pages).length} pages, ${bundle.services.length} services, ${bundle.caseStudies.length} case studies, ${bundle.jobs.length} jobs, ${bundle.articles.length} articles, ${bundle.faq.reduce((sum, c) => sum + c.questions.length, 0)} FAQ entries`;
  console.log(`Content is valid: ${counts}.`);
}
process.exitCode = ok ? 0 : 1;
