/** npm run chat:eval — asks the assistant every question of the evaluation set and prints the share answered right and each miss. */
import { fileURLToPath } from "node:url";
import { compileContent } from "./content/compile-content.ts";
import { reportProblems } from "./content/report.ts";
import { loadEvalSet } from "./chat-eval/eval-set.ts";
import { evaluate, formatSummary } from "./chat-eval/evaluate.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const setPath = process.argv[2] ?? `${root}tests/fixtures/chat-eval-questions.yaml`;
const { bundle, problems } = compileContent(root);
if (!bundle) {
  reportProblems(problems);
  process.exit(1);
}
const { index, texts, contact } = bundle.chat;
const summary = evaluate(loadEvalSet(setPath, bundle), { items: index, texts, contact });
console.log(formatSummary(summary));
