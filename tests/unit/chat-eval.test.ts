// Holds the assistant to the two sets of `npm run chat:eval`: the
// tuning set (tests/fixtures/chat-eval-questions.yaml) and the held-out set (tests/fixtures/chat-eval-held-out.yaml).
// The held-out set is frozen: no keyword, synonym or chat text may be added to content/ because of one of its
// questions; a miss there is fixed by the method or left to show in the score.
//
// The thresholds hold what a visitor reads: the server's answer, with the passages and the sentence model
// (docs/assistant.md). The widget's own answer from the items alone, shown only when the server does not answer
// in time and always worded as results, is held to a lower floor and to no wrong answer. Read on the items alone,
// the held-out set fell under 90% after two ordinary months of an editor's edits (91.2% → 88.5%), while the
// server's answer kept 91.6% (93.4% before).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadEvalSet, resolvePlaceholders } from "../../scripts/chat-eval/eval-set.ts";
import { evaluate, formatSummary, grade, type Meanings } from "../../scripts/chat-eval/evaluate.ts";
import { buildAssistantIndex } from "../../src/features/assistant/build-step/passage-index.ts";
import { embedPassages } from "../../src/features/assistant/build-step/passage-vectors.ts";
import { meaningTexts } from "../../src/features/assistant/reply.ts";
import { alignVectors } from "../../src/features/assistant/server/passage-vectors.server.ts";
import { loadSentenceModel } from "../../src/features/assistant/server/sentence-model.server.ts";
import { businessToday, isJobOpen } from "../../src/lib/job-status.ts";
import { liveContent } from "../fixtures/live-content.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const { bundle } = liveContent();
if (!bundle) throw new Error("the content does not compile: run npm run content:check");
/** The widget's own answer: the items alone. */
const context = { items: bundle.chat.index, labels: bundle.chat.labels, contact: bundle.chat.contact, synonyms: bundle.chat.synonyms };
const cases = loadEvalSet(`${root}tests/fixtures/chat-eval-questions.yaml`, bundle);
const heldOut = loadEvalSet(`${root}tests/fixtures/chat-eval-held-out.yaml`, bundle);

/** The server's answer: the passages, their vectors and each question's, as POST /api/chat answers. */
const assistant = buildAssistantIndex(bundle);
const server = { ...context, assistant, vectors: alignVectors(assistant, (await embedPassages(root, assistant)).file) };
const model = await loadSentenceModel();
const embedded = new Map<string, Map<string, Float32Array>>();
for (const { ask } of [...cases, ...heldOut]) {
  const texts = meaningTexts(ask, { whole: false });
  const vectors = await model.embed(texts);
  embedded.set(ask, new Map(texts.map((text, at) => [text, vectors[at] ?? new Float32Array()])));
}
const meanings: Meanings = { of: (ask) => ({ meaning: embedded.get(ask), ms: 0 }) };

/** The share of the tuning set the assistant must answer right. */
const REQUIRED_SHARE = 0.95;
/**
 * The held-out set, questions nobody tuned for: the goal, 90% (127 of 136 reached, 93.4%; see
 * docs/decisions/0260-held-out-evaluation.md and docs/assistant.md). Raise it as the method improves, never by
 * tuning content to the held-out questions.
 */
const REQUIRED_HELD_OUT_SHARE = 0.9;
/** The widget's own answer on the held-out set (124 of 136 today, 91.2%; 88.5% after two ordinary months). */
const REQUIRED_WIDGET_HELD_OUT_SHARE = 0.85;
/** Confident wrong answers allowed: none, in either set, from the server or the widget. */
const MAX_WRONG = { tuning: 0, heldOut: 0 };

describe("the chat evaluation set", () => {
  it("has at least 120 questions, off-topic ones and expected facts read from the content", () => {
    expect(cases.length).toBeGreaterThanOrEqual(120);
    expect(cases.filter((c) => c.answer === "no-match").length).toBeGreaterThanOrEqual(10);
    expect(cases.flatMap((c) => c.says.flat())).toContain(bundle.site.phone);
  });

  it(`is answered right at ${REQUIRED_SHARE * 100}% or more, by the server and by the widget alone`, () => {
    for (const summary of [evaluate(cases, server, meanings), evaluate(cases, context)]) {
      // The whole report on failure: every miss with what was answered instead.
      expect(summary.share, formatSummary(summary)).toBeGreaterThanOrEqual(REQUIRED_SHARE);
      expect(summary.wrong, formatSummary(summary)).toBeLessThanOrEqual(MAX_WRONG.tuning);
    }
  });

  it(`answers the held-out set right at ${REQUIRED_HELD_OUT_SHARE * 100}% or more (the widget alone at ${REQUIRED_WIDGET_HELD_OUT_SHARE * 100}%)`, () => {
    expect(heldOut.length).toBeGreaterThanOrEqual(100);
    expect(new Set(heldOut.map((c) => c.category)).size).toBeGreaterThanOrEqual(8);
    const summary = evaluate(heldOut, server, meanings);
    expect(summary.share, formatSummary(summary, "Held-out set")).toBeGreaterThanOrEqual(REQUIRED_HELD_OUT_SHARE);
    expect(summary.wrong, formatSummary(summary, "Held-out set")).toBeLessThanOrEqual(MAX_WRONG.heldOut);
    const widget = evaluate(heldOut, context);
    expect(widget.share, formatSummary(widget, "Held-out set, the widget alone")).toBeGreaterThanOrEqual(REQUIRED_WIDGET_HELD_OUT_SHARE);
    expect(widget.wrong, formatSummary(widget, "Held-out set, the widget alone")).toBeLessThanOrEqual(MAX_WRONG.heldOut);
  });

  it("keeps the two sets apart: no held-out question is in the tuning set", () => {
    const tuning = new Set(cases.map((c) => c.ask.toLowerCase()));
    expect(heldOut.filter((c) => tuning.has(c.ask.toLowerCase()))).toEqual([]);
  });

  it("tells an honest no-answer from a confidently wrong one", () => {
    const joke = grade({ ask: "Tell me a joke", says: [[bundle.site.phone]], links: [], category: "t" }, context);
    expect(joke.verdict).toBe("honest");
    const price = grade({ ask: "How much is your cheapest service?", says: [["$1,000,000"]], links: [], category: "t" }, context);
    expect(price.verdict).toBe("wrong");
  });

  it("grades a wrong answer as a miss: wrong fact, wrong first link, or an answer where none was right", () => {
    // A price question the assistant answers right today, read from the set rather than named here.
    const priced = cases.find(
      (c) => c.links.length === 1 && c.says.length === 1 && grade(c, context).right && /\$\d/.test(c.says[0]?.[0] ?? ""),
    );
    if (!priced) throw new Error("the tuning set has no price question answered right with one link");
    const { ask, says, links } = priced;
    expect(grade({ ask, says, links, category: "t" }, context).right).toBe(true);
    expect(grade({ ask, says: [["$1,000,000"]], links: [], category: "t" }, context).right).toBe(false);
    expect(grade({ ask, says: [], links: ["/careers"], category: "t" }, context).right).toBe(false);
    expect(grade({ ask, says: [], links: [], answer: "no-match", category: "t" }, context).right).toBe(false);
    expect(grade({ ask: "Tell me a joke", says: [[bundle.site.phone]], links: [], category: "t" }, context).right).toBe(false);
  });

  it("fills {placeholders} from the bundle and refuses one that names nothing", () => {
    const job = bundle.jobs[0];
    if (!job) throw new Error("the content has no job");
    expect(resolvePlaceholders(`{site.phone} / {jobs.${job.slug}.location}`, bundle)).toBe(`${bundle.site.phone} / ${job.location}`);
    expect(() => resolvePlaceholders("{site.fax}", bundle)).toThrow(/names no text/);
  });

  it("leaves out the questions about a job whose posting has closed, which the assistant no longer knows", () => {
    const path = `${root}tests/fixtures/chat-eval-held-out.yaml`;
    const entries = readFileSync(path, "utf8")
      .split("\n")
      .filter((line) => line.startsWith("- "));
    // A job the held-out set asks about and that is open today: the editor-change copy has closed one already.
    const today = businessToday(bundle.site.timeZone);
    const asks = (slug: string) => entries.some((line) => line.includes(`{jobs.${slug}.`));
    const slug = bundle.jobs.find((job) => isJobOpen(job, today) && asks(job.slug))?.slug ?? "";
    const asking = entries.filter((line) => line.includes(`{jobs.${slug}.`)).length;
    const closed = { ...bundle, jobs: bundle.jobs.map((job) => (job.slug === slug ? { ...job, validThrough: "2020-01-31" } : job)) };
    expect(asking).toBeGreaterThan(0);
    expect(loadEvalSet(path, closed)).toHaveLength(heldOut.length - asking);
  });

  it("leaves out the questions about an entry an editor removed, by placeholder or by address", () => {
    const path = `${root}tests/fixtures/chat-eval-questions.yaml`;
    const text = readFileSync(path, "utf8");
    // The service the most questions name, by its address or a placeholder: removed from a copy of the bundle.
    const naming = (slug: string) =>
      text
        .split("\n")
        .filter((line) => line.startsWith("- ") || line.startsWith("  "))
        .join("\n")
        .split(/^- /m)
        .filter((entry) => entry.includes(`/services/${slug}`) || entry.includes(`{services.${slug}.`)).length;
    const removed = [...bundle.services].sort((a, b) => naming(b.slug) - naming(a.slug))[0];
    if (!removed) throw new Error("the content has no service");
    const without = { ...bundle, services: bundle.services.filter((service) => service !== removed) };
    expect(naming(removed.slug)).toBeGreaterThan(0);
    const kept = loadEvalSet(path, without);
    expect(kept).toHaveLength(cases.length - naming(removed.slug));
    expect(JSON.stringify(kept)).not.toContain(removed.url);
  });
});
