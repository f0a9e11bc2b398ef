/**
 * npm run chat:eval — asks the assistant every question of the tuning set, the held-out set and the
 * fresh sets (docs/assistant.md) as the server answers them, with the passages and the sentence model, and
 * reports them apart: right / helpful / honest / wrong per
 * category, the server's time per question (the question's vectors and the answer), the memory with the
 * model loaded, and each miss.
 * `npm run chat:eval -- path/to/set.yaml` evaluates that one set only; `--words-only` leaves the model out.
 */
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { loadCompiler } from "../src/content/compiler/load-compiler.ts";
import { reportProblems } from "../src/content/compiler/report.ts";
import { loadEvalSet } from "./chat-eval/eval-set.ts";
import { evaluate, formatSummary, type Meanings } from "./chat-eval/evaluate.ts";
import { embedPassages, loadPassageIndex } from "../src/features/assistant/build-step/index.ts";
import { alignVectors, loadSentenceModel } from "../src/features/assistant/server/index.server.ts";
import { meaningTexts } from "../src/features/assistant/index.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const wordsOnly = args.includes("--words-only");
const named = args.filter((arg) => !arg.startsWith("--"));
const sets: Array<[string, string]> =
  named.length > 0
    ? named.map((path) => [path, path])
    : [
        ["Tuning set", `${root}tests/fixtures/chat-eval-questions.yaml`],
        ["Held-out set", `${root}tests/fixtures/chat-eval-held-out.yaml`],
        ["Fresh set 1", `${root}tests/fixtures/chat-eval-fresh-1.yaml`],
        ["Fresh set 2", `${root}tests/fixtures/chat-eval-fresh-2.yaml`],
        ["Fresh set 3", `${root}tests/fixtures/chat-eval-fresh-3.yaml`],
        ["Fresh set 4", `${root}tests/fixtures/chat-eval-fresh-4.yaml`],
        ["Fresh set 5", `${root}tests/fixtures/chat-eval-fresh-5.yaml`],
        ["Fresh set 6 (frozen before the hybrid assistant; measured once)", `${root}tests/fixtures/chat-eval-fresh-6.yaml`],
        ["Fresh set 7 (frozen before the second round on the assistant)", `${root}tests/fixtures/chat-eval-fresh-7.yaml`],
      ];
const { compileContent } = await loadCompiler(root);
// Imported once loadCompiler has written .generated/section-compile-steps.ts, which the passage index reads.
const { buildAssistantIndex } = await loadPassageIndex();
const { bundle, problems } = compileContent(root);
if (!bundle) {
  reportProblems(problems);
  process.exit(1);
}
const { index, labels, contact, synonyms } = bundle.chat;
const assistant = buildAssistantIndex(bundle);
const model = wordsOnly ? undefined : await loadSentenceModel();
const vectors = wordsOnly ? undefined : alignVectors(assistant, (await embedPassages(root, assistant)).file);
const context = { items: index, labels, contact, synonyms, assistant, ...(vectors && { vectors }) };

/** Each question's vectors, the whole and its parts, made one question at a time as the server does. */
async function meaningsOf(asks: readonly string[]): Promise<Meanings> {
  const made = new Map<string, { meaning?: Map<string, Float32Array>; ms: number }>();
  for (const ask of asks) {
    if (!model) {
      made.set(ask, { ms: 0 });
      continue;
    }
    const texts = meaningTexts(ask, { whole: false });
    const started = performance.now();
    const embedded = await model.embed(texts);
    made.set(ask, {
      meaning: new Map(texts.map((text, at) => [text, embedded[at] ?? new Float32Array()])),
      ms: performance.now() - started,
    });
  }
  return { of: (ask) => made.get(ask) ?? { ms: 0 } };
}

const reports: string[] = [];
for (const [name, path] of sets) {
  const cases = loadEvalSet(path, bundle);
  const meanings = await meaningsOf(cases.map((evalCase) => evalCase.ask));
  // One warm-up question: the first search prepares the index, which is a load cost, not an answer time.
  evaluate(cases.slice(0, 1), context, meanings);
  reports.push(formatSummary(evaluate(cases, context, meanings), name));
}
console.log(reports.join("\n\n"));
const megabytes = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;
console.log(
  `\nKnowledge index: ${index.length} items, ${JSON.stringify(bundle.chat).length} bytes of chat data; ${assistant.passages.length} passages` +
    `\nMemory: ${megabytes(process.memoryUsage().rss)} resident${model ? " with the sentence model loaded" : " (words only)"}`,
);
