/**
 * Grades the assistant's local answers (no AI) against an evaluation set: a right answer carries
 * every expected fact in the text the visitor sees first and links the expected page first. A miss
 * is honest when the assistant said it did not know (the no-match or honest answer) and wrong when
 * it answered something else with confidence (docs/assistant.md, "How it is evaluated").
 */
import { performance } from "node:perf_hooks";
import { chooseReply, type MessageMeaning, type ReplyContext } from "../../src/features/assistant/index.ts";
import type { EvalCase } from "./eval-set.ts";

/**
 * right: as expected; helpful: not right, but the expected page is among the links of results (an answer that
 * is not right is wrong, whatever it links); honest: said it did not know, or showed results, and offered a
 * person; wrong: answered something else as an answer.
 */
export type Verdict = "right" | "helpful" | "honest" | "wrong";

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
  helpful: number;
  honest: number;
  wrong: number;
}

export interface EvalSummary {
  total: number;
  right: number;
  /** Misses where the assistant answered something else: the goal is none. */
  wrong: number;
  share: number;
  helpful: number;
  /** Right answers given as an answer, and as results whose first quote holds the fact. */
  rightAs: { answer: number; results: number };
  misses: EvalOutcome[];
  byCategory: Record<string, Tally>;
  /** Median and 95th-percentile milliseconds per question. */
  medianMs: number;
  p95Ms: number;
}

/** The time a question's vectors took (the server embeds in a worker), and the vectors. */
export interface Meanings {
  of(ask: string): { meaning?: MessageMeaning; ms: number };
}

/** Replies that say the site does not know, or show results, and offer a person: never a confident answer. */
const HONEST_KINDS = new Set(["no-match", "honest", "results"]);

export function evaluate(cases: readonly EvalCase[], context: ReplyContext, meanings?: Meanings): EvalSummary {
  const outcomes = cases.map((evalCase) => grade(evalCase, context, meanings));
  const right = outcomes.filter((outcome) => outcome.right).length;
  const byCategory: Record<string, Tally> = {};
  for (const outcome of outcomes) {
    const tally = (byCategory[outcome.case.category] ??= { right: 0, helpful: 0, honest: 0, wrong: 0 });
    tally[outcome.verdict] += 1;
  }
  const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  return {
    total: outcomes.length,
    right,
    wrong: outcomes.filter((o) => o.verdict === "wrong").length,
    share: outcomes.length ? right / outcomes.length : 0,
    helpful: outcomes.filter((o) => o.verdict === "helpful").length,
    rightAs: {
      answer: outcomes.filter((o) => o.right && o.answered.kind !== "results").length,
      results: outcomes.filter((o) => o.right && o.answered.kind === "results").length,
    },
    misses: outcomes.filter((o) => !o.right),
    byCategory,
    medianMs: times[Math.floor(times.length / 2)] ?? 0,
    p95Ms: times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)] ?? 0,
  };
}

export function grade(evalCase: EvalCase, context: ReplyContext, meanings?: Meanings): EvalOutcome {
  const { meaning, ms: embedMs } = meanings?.of(evalCase.ask) ?? { ms: 0 };
  const started = performance.now();
  const reply = chooseReply(evalCase.ask, context, meaning);
  const ms = performance.now() - started + embedMs;
  const links = [...(reply.relatedPages ?? []).map((page) => page.url), ...(reply.action?.type === "link" ? [reply.action.url] : [])];
  const text = reply.text.toLowerCase();
  const problems: string[] = [];
  // Where the site does not know, the honest answer or results (the closest passages, a person offered) are right too.
  const saidSo = evalCase.answer === "no-match" && (reply.kind === "honest" || reply.kind === "results");
  if (evalCase.answer && reply.kind !== evalCase.answer && !saidSo) problems.push(`expected the ${evalCase.answer} answer`);
  // A fact answer must be an answer: the no-match text names the phone and email too.
  const answers = ["answer", "weak-answer", "results"];
  if (!evalCase.answer && !answers.includes(reply.kind)) problems.push(`expected an answer, got ${reply.kind}`);
  for (const alternatives of evalCase.says) {
    if (!alternatives.some((fact) => text.includes(fact.toLowerCase())))
      problems.push(`does not say ${alternatives.map((f) => `"${f}"`).join(" or ")}`);
  }
  if (evalCase.links.length > 0) {
    const first = reply.relatedPages?.[0]?.url;
    const linked = first !== undefined && evalCase.links.some((link) => matchesLink(first, link));
    if (!linked) problems.push(`does not link ${evalCase.links.join(" or ")} first`);
  }
  const right = problems.length === 0;
  // Expected no-match but got the honest answer: also right in spirit, but graded as asked (kind must match).
  const pageShown = evalCase.links.length > 0 && links.some((url) => evalCase.links.some((link) => matchesLink(url, link)));
  const verdict: Verdict = right
    ? "right"
    : !HONEST_KINDS.has(reply.kind)
      ? "wrong"
      : reply.kind === "results" && pageShown
        ? "helpful"
        : "honest";
  return { case: evalCase, right, verdict, problems, answered: { kind: reply.kind, text: reply.text, links }, ms };
}

/** A trailing * matches a prefix: /careers* is any job. */
function matchesLink(url: string, link: string): boolean {
  return link.endsWith("*") ? url.startsWith(link.slice(0, -1)) : url === link;
}

/** The report `npm run chat:eval` prints for one set: the share right, each category, then every miss. */
export function formatSummary(summary: EvalSummary, name = "Evaluation set"): string {
  const lines = [
    `${name}: right ${summary.right} of ${summary.total} (${percent(summary.right, summary.total)}; ${summary.rightAs.answer} as answers, ${summary.rightAs.results} as results), ` +
      `right or helpful ${summary.right + summary.helpful} (${percent(summary.right + summary.helpful, summary.total)}), confidently wrong ${summary.wrong}; ` +
      `server time median ${summary.medianMs.toFixed(1)} ms, p95 ${summary.p95Ms.toFixed(1)} ms per question`,
    "  category: right / helpful / honest / wrong",
  ];
  for (const [category, tally] of Object.entries(summary.byCategory)) {
    lines.push(`  ${category}: ${tally.right} / ${tally.helpful} / ${tally.honest} / ${tally.wrong}`);
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

function percent(part: number, whole: number): string {
  return `${whole ? ((part / whole) * 100).toFixed(1) : "0.0"}%`;
}
