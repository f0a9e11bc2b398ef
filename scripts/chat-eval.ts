/**
 * npm run chat:eval — asks the assistant every question of the tuning set, the held-out set and the
 * fresh sets (docs/assistant.md) and reports them apart (docs/decisions/0260-held-out-evaluation.md): the share answered right,
 * right / honest no-answer / wrong per category, the median answer time and each miss.
 * `npm run chat:eval -- path/to/set.yaml` evaluates that one set only.
 */
import { fileURLToPath } from "node:url";
import { loadCompiler } from "./content/load-compiler.ts";
import { reportProblems } from "./content/report.ts";
import { loadEvalSet } from "./chat-eval/eval-set.ts";
import { evaluate, formatSummary } from "./chat-eval/evaluate.ts";
import { buildAssistantIndex } from "./content/passage-index.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const sets: Array<[string, string]> = process.argv[2]
  ? [[process.argv[2], process.argv[2]]]
  : [
      ["Tuning set", `${root}tests/fixtures/chat-eval-questions.yaml`],
      ["Held-out set", `${root}tests/fixtures/chat-eval-held-out.yaml`],
      ["Fresh set 1 (issue 43, before the passage work)", `${root}tests/fixtures/chat-eval-fresh-1.yaml`],
      ["Fresh set 2 (issue 43, written after; never tuned on)", `${root}tests/fixtures/chat-eval-fresh-2.yaml`],
      ["Fresh set 3 (issue 43, second round; never looked at)", `${root}tests/fixtures/chat-eval-fresh-3.yaml`],
      ["Fresh set 4 (issue 43, third round; measured once, never looked at)", `${root}tests/fixtures/chat-eval-fresh-4.yaml`],
      ["Fresh set 5 (issue 43, fourth round; no method change after it, never looked at)", `${root}tests/fixtures/chat-eval-fresh-5.yaml`],
    ];
const { compileContent } = await loadCompiler(root);
const { bundle, problems } = compileContent(root);
if (!bundle) {
  reportProblems(problems);
  process.exit(1);
}
const { index, labels, contact, synonyms } = bundle.chat;
const context = { items: index, labels, contact, synonyms, assistant: buildAssistantIndex(bundle) };
// One warm-up question: the first search prepares the index, which is a load cost, not an answer time.
evaluate(loadEvalSet(sets[0]?.[1] ?? "", bundle).slice(0, 1), context);
const reports = sets.map(([name, path]) => formatSummary(evaluate(loadEvalSet(path, bundle), context), name));
console.log(reports.join("\n\n"));
console.log(`\nKnowledge index: ${index.length} items, ${JSON.stringify(bundle.chat).length} bytes of chat data`);
