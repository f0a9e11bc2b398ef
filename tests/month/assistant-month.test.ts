// The assistant's answers hold through two of an editor's ordinary months (issue 56, docs/assistant.md "Stable when
// the content changes"): a case study, an article and a service copied with its keywords kept, a job removed
// and one closed, an article removed, the email, phone, a price and the chat launcher's label changed. Every
// question of the tuning and held-out sets that was right before is right after, as the server answers it (the
// passages and the sentence model), or at least still shows the expected page among its results (a copied
// case study repeats the words of its original, so a result may list the copy's original first); expected facts
// are read from each month's own content, so a changed phone number is expected as changed.
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadEvalSet } from "../../scripts/chat-eval/eval-set.ts";
import { evaluate, type Meanings } from "../../scripts/chat-eval/evaluate.ts";
import { compileContent } from "../../src/content/compiler/compile-content.ts";
import { buildAssistantIndex } from "../../src/features/assistant/build-step/passage-index.ts";
import { embedPassages } from "../../src/features/assistant/build-step/passage-vectors.ts";
import type { ContentBundle } from "../../src/content/types.ts";
import { alignVectors } from "../../src/features/assistant/server/passage-vectors.server.ts";
import { loadSentenceModel, type SentenceModel } from "../../src/features/assistant/server/sentence-model.server.ts";
import { meaningTexts } from "../../src/features/assistant/reply.ts";
import { copyContent } from "../fixtures/content-copy.ts";
import { makeOrdinaryMonth } from "../fixtures/ordinary-month.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const SETS = ["chat-eval-questions.yaml", "chat-eval-held-out.yaml"].map((file) => `${root}tests/fixtures/${file}`);

async function answers(bundle: ContentBundle, model: SentenceModel) {
  const assistant = buildAssistantIndex(bundle);
  const vectors = alignVectors(assistant, (await embedPassages(root, assistant)).file);
  const { index, labels, contact, synonyms } = bundle.chat;
  const context = { items: index, labels, contact, synonyms, assistant, vectors };
  const outcomes = [];
  for (const path of SETS) {
    const cases = loadEvalSet(path, bundle);
    const made = new Map<string, Map<string, Float32Array>>();
    for (const { ask } of cases) {
      const texts = meaningTexts(ask, { whole: false });
      const embedded = await model.embed(texts);
      made.set(ask, new Map(texts.map((text, at) => [text, embedded[at] ?? new Float32Array()])));
    }
    const meanings: Meanings = { of: (ask) => ({ meaning: made.get(ask), ms: 0 }) };
    const summary = evaluate(cases, context, meanings);
    // A question that is still linked to its page (helpful) is not lost: the copied case study says the same words.
    const lost = summary.misses.filter((miss) => miss.verdict !== "helpful");
    const missed = new Map(
      lost.map((miss) => [miss.case.ask, `${miss.verdict}, ${miss.problems.join("; ")}: ${miss.answered.links.join(" ")}`]),
    );
    outcomes.push(...cases.map(({ ask }) => ({ ask, miss: missed.get(ask) })), { ask: "", miss: summary.wrong > 0 ? "wrong" : undefined });
  }
  return new Map(outcomes.map(({ ask, miss }) => [ask, miss]));
}

describe("an editor's ordinary month and the assistant", () => {
  it("keeps every answer that was right (or still shows its page), and answers nothing wrongly", { timeout: 300_000 }, async () => {
    const model = await loadSentenceModel();
    const before = compileContent(root).bundle;
    const copy = copyContent("assistant-month-");
    // Two months, one after the other: one month's drift alone once left the held-out set a point above its floor.
    makeOrdinaryMonth(dirname(copy));
    const month = makeOrdinaryMonth(dirname(copy), 2);
    const after = compileContent(root, copy).bundle;
    if (!before || !after) throw new Error("the content, or the month's copy, does not compile");
    const [was, is] = [await answers(before, model), await answers(after, model)];
    expect(is.get(""), "a confidently wrong answer after the month").toBeUndefined();
    const lost = [...was]
      .filter(([ask, miss]) => ask !== "" && is.has(ask) && !miss && is.get(ask))
      .map(([ask]) => `${ask}: ${is.get(ask)}`);
    expect(lost, `right before ${JSON.stringify(month.addedService)} and the rest of the month, not after`).toEqual([]);
  });
});
