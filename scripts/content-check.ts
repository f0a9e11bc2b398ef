/** npm run content:check — validates every content file and prints each problem with its file and line. */
import { fileURLToPath } from "node:url";
import { compileContent } from "./content/compile-content.ts";
import { reportProblems } from "./content/report.ts";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const { bundle, problems } = compileContent(projectRoot, process.argv[2]);
const ok = reportProblems(problems);
if (ok && bundle) {
  const counts = `${Object.keys(bundle.pages).length} pages, ${bundle.services.length} services, ${bundle.caseStudies.length} case studies, ${bundle.jobs.length} jobs, ${bundle.articles.length} articles, ${bundle.faq.reduce((sum, c) => sum + c.questions.length, 0)} FAQ entries`;
  console.log(`Content is valid: ${counts}.`);
}
process.exitCode = ok ? 0 : 1;
