/**
 * Grades the assistant's local answers (no AI) against the evaluation set: a right answer carries
 * every expected fact in the text the visitor sees first and links the expected page first.
 */
import { chooseReply, type ReplyContext } from "../../src/chat/reply.ts";
import type { EvalCase } from "./eval-set.ts";

export interface EvalOutcome {
  case: EvalCase;
  right: boolean;
  /** Why a miss is a miss, and what was answered instead. */
  problems: string[];
  answered: { kind: string; text: string; links: string[] };
}

export interface EvalSummary {
  total: number;
  right: number;
  share: number;
  misses: EvalOutcome[];
}

export function evaluate(cases: readonly EvalCase[], context: ReplyContext): EvalSummary {
  const outcomes = cases.map((evalCase) => grade(evalCase, context));
  const right = outcomes.filter((outcome) => outcome.right).length;
  return { total: outcomes.length, right, share: outcomes.length ? right / outcomes.length : 0, misses: outcomes.filter((o) => !o.right) };
}

export function grade(evalCase: EvalCase, context: ReplyContext): EvalOutcome {
  const reply = chooseReply(evalCase.ask, context);
  const links = [...(reply.relatedPages ?? []).map((page) => page.url), ...(reply.action?.type === "link" ? [reply.action.url] : [])];
  const text = reply.text.toLowerCase();
  const problems: string[] = [];
  if (evalCase.answer && reply.kind !== evalCase.answer) problems.push(`expected the ${evalCase.answer} answer`);
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
  return { case: evalCase, right: problems.length === 0, problems, answered: { kind: reply.kind, text: reply.text, links } };
}

/** The report `npm run chat:eval` prints: the share answered right, then every miss. */
export function formatSummary(summary: EvalSummary): string {
  const lines = [`Answered right: ${summary.right} of ${summary.total} (${(summary.share * 100).toFixed(1)}%)`];
  if (summary.misses.length > 0) lines.push("", `Misses (${summary.misses.length}):`);
  for (const miss of summary.misses) {
    const shown = miss.answered.text.replace(/\s+/g, " ");
    lines.push(
      `- "${miss.case.ask}": ${miss.problems.join("; ")}`,
      `    answered (${miss.answered.kind}): ${shown.length > 160 ? `${shown.slice(0, 159)}…` : shown}`,
      `    links: ${miss.answered.links.join(", ") || "(none)"}`,
    );
  }
  return lines.join("\n");
}
