/**
 * Grades the assistant's local answers (no AI) against an evaluation set: a right answer carries
 * every expected fact in the text the visitor sees first and links the expected page first. A miss
 * is honest when the assistant said it did not know (the no-match or honest answer) and wrong when
 * it answered something else with confidence (docs/decisions/0260-held-out-evaluation.md).
 */
import { performance } from "node:perf_hooks";
import { chooseReply, type ReplyContext } from "../../src/features/assistant/reply.ts";
import type { EvalCase } from "./eval-set.ts";

/** right: as expected; honest: said it did not know, and offered a person; wrong: answered something else. */
export type Verdict = "right" | "honest" | "wrong";

export interface EvalOutcome {
  case: EvalCase;
  right: boolean;
  verdict: Verdict;
  /** Why a miss is a miss, and what was answered instead. */
  problems: string[];
  answered: { kind: string; text: string; links: string[] };
  /** Milliseconds the reply took. */
  ms: number;
}

export interface Tally {
  right: number;
  honest: number;
  wrong: number;
}

export interface EvalSummary {
  total: number;
  right: number;
  /** Misses where the assistant answered something else: the goal is none. */
  wrong: number;
  share: number;
  misses: EvalOutcome[];
  byCategory: Record<string, Tally>;
  /** Median milliseconds per question. */
  medianMs: number;
}

/** Replies that say the site does not know and offer a person: never a confident answer. */
const HONEST_KINDS = new Set(["no-match", "honest"]);

export function evaluate(cases: readonly EvalCase[], context: ReplyContext): EvalSummary {
  const outcomes = cases.map((evalCase) => grade(evalCase, context));
  const right = outcomes.filter((outcome) => outcome.right).length;
  const byCategory: Record<string, Tally> = {};
  for (const outcome of outcomes) {
    const tally = (byCategory[outcome.case.category] ??= { right: 0, honest: 0, wrong: 0 });
    tally[outcome.verdict] += 1;
  }
  const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  return {
    total: outcomes.length,
    right,
    wrong: outcomes.filter((o) => o.verdict === "wrong").length,
    share: outcomes.length ? right / outcomes.length : 0,
    misses: outcomes.filter((o) => !o.right),
    byCategory,
    medianMs: times[Math.floor(times.length / 2)] ?? 0,
  };
}

export function grade(evalCase: EvalCase, context: ReplyContext): EvalOutcome {
  const started = performance.now();
  const reply = chooseReply(evalCase.ask, context);
  const ms = performance.now() - started;
  const links = [...(reply.relatedPages ?? []).map((page) => page.url), ...(reply.action?.type === "link" ? [reply.action.url] : [])];
  const text = reply.text.toLowerCase();
  const problems: string[] = [];
  // Where the site does not know, the honest answer (the closest page named, a person offered) is right too.
  const saidSo = evalCase.answer === "no-match" && reply.kind === "honest";
  if (evalCase.answer && reply.kind !== evalCase.answer && !saidSo) problems.push(`expected the ${evalCase.answer} answer`);
  // A fact answer must be an answer: the no-match text names the phone and email too.
  if (!evalCase.answer && reply.kind !== "answer" && reply.kind !== "weak-answer") problems.push(`expected an answer, got ${reply.kind}`);
  for (const alternatives of evalCase.says) {
    if (!alternatives.some((fact) => text.includes(fact.toLowerCase())))
      problems.push(`does not say ${alternatives.map((f) => `"${f}"`).join(" or ")}`);
  }
  if (evalCase.links.length > 0) {
    const first = reply.relatedPages?.[0]?.url;
    const linked =
      first !== undefined && evalCase.links.some((link) => (link.endsWith("*") ? first.startsWith(link.slice(0, -1)) : first === link));
    if (!linked) problems.push(`does not link ${evalCase.links.join(" or ")} first`);
  }
  const right = problems.length === 0;
  // Expected no-match but got the honest answer: also right in spirit, but graded as asked (kind must match).
  const verdict: Verdict = right ? "right" : HONEST_KINDS.has(reply.kind) ? "honest" : "wrong";
  return { case: evalCase, right, verdict, problems, answered: { kind: reply.kind, text: reply.text, links }, ms };
}

/** The report `npm run chat:eval` prints for one set: the share right, each category, then every miss. */
export function formatSummary(summary: EvalSummary, name = "Evaluation set"): string {
  const lines = [
    `${name}: answered right ${summary.right} of ${summary.total} (${(summary.share * 100).toFixed(1)}%), confidently wrong ${summary.wrong}, median ${summary.medianMs.toFixed(2)} ms per question`,
    "  category: right / honest no-answer / wrong",
  ];
  for (const [category, tally] of Object.entries(summary.byCategory)) {
    lines.push(`  ${category}: ${tally.right} / ${tally.honest} / ${tally.wrong}`);
  }
  if (summary.misses.length > 0) lines.push("", `Misses (${summary.misses.length}):`);
  for (const miss of summary.misses) {
    const shown = miss.answered.text.replace(/\s+/g, " ");
    lines.push(
      `- [${miss.verdict}] "${miss.case.ask}": ${miss.problems.join("; ")}`,
      `    answered (${miss.answered.kind}): ${shown.length > 160 ? `${shown.slice(0, 159)}…` : shown}`,
      `    links: ${miss.answered.links.join(", ") || "(none)"}`,
    );
  }
  return lines.join("\n");
}
