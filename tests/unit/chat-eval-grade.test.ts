// How `npm run chat:eval` grades one reply (scripts/chat-eval/evaluate.ts), on the chat tests' own pages and
// passages rather than the live content: the server's replies, results among them.
import { describe, expect, it } from "vitest";
import type { EvalCase } from "../../scripts/chat-eval/eval-set.ts";
import { grade } from "../../scripts/chat-eval/evaluate.ts";
import { BACKUP, CHAT_LABELS, CONTACT, HELP_DESK, PASSAGES, filler } from "../../src/features/assistant/chat-context.fixture.ts";

const context = { items: [BACKUP, HELP_DESK, ...filler], labels: CHAT_LABELS, contact: CONTACT, assistant: PASSAGES };
/** Answered as results, the backup page's answer first: it names 30 days, which the answer does not state. */
const UNSURE = "are backups kept for the first 30 days";
/** Answered as an answer: the backup page's. */
const SURE = "how long are backups kept";
const ask = (ask: string, says: string[][], links: string[], answer?: EvalCase["answer"]): EvalCase => ({
  ask,
  says,
  links,
  category: "test",
  ...(answer ? { answer } : {}),
});

describe("grade", () => {
  it("counts results that hold the facts with the expected page first as right", () => {
    const outcome = grade(ask(UNSURE, [["90 days"]], [BACKUP.url]), context);
    expect(outcome.answered.kind).toBe("results");
    expect(outcome).toMatchObject({ right: true, verdict: "right", problems: [] });
  });

  it("counts results without the facts as helpful when they link the expected page, honest when not", () => {
    const helpful = grade(ask(UNSURE, [["weekly"]], [HELP_DESK.url]), context);
    expect(helpful.answered.kind).toBe("results");
    expect(helpful.answered.links).toContain(HELP_DESK.url);
    expect(helpful).toMatchObject({ right: false, verdict: "helpful" });
    const honest = grade(ask(UNSURE, [["weekly"]], ["/services/example-payroll"]), context);
    expect(honest).toMatchObject({ right: false, verdict: "honest" });
  });

  it("counts an answer without the facts as wrong, whatever it links", () => {
    const outcome = grade(ask(SURE, [["180 days"]], [BACKUP.url]), context);
    expect(outcome.answered.kind).toBe("answer");
    expect(outcome).toMatchObject({ right: false, verdict: "wrong" });
    expect(outcome.problems).toEqual(['does not say "180 days"']);
  });

  it("counts results as right where no answer was expected", () => {
    expect(grade(ask(UNSURE, [], [], "no-match"), context)).toMatchObject({ right: true, verdict: "right" });
    expect(grade(ask(SURE, [], [], "no-match"), context)).toMatchObject({ right: false, verdict: "wrong" });
  });
});
