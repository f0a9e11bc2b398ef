// Holds the assistant to the evaluation set of `npm run chat:eval` (tests/fixtures/chat-eval-questions.yaml).
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadEvalSet, resolvePlaceholders } from "../../scripts/chat-eval/eval-set.ts";
import { evaluate, formatSummary, grade } from "../../scripts/chat-eval/evaluate.ts";
import { compileContent } from "../../scripts/content/compile-content.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const { bundle } = compileContent(root);
if (!bundle) throw new Error("the content does not compile: run npm run content:check");
const context = { items: bundle.chat.index, texts: bundle.chat.texts, contact: bundle.chat.contact };
const cases = loadEvalSet(`${root}tests/fixtures/chat-eval-questions.yaml`, bundle);

/** The share of the set the assistant must answer right. */
const REQUIRED_SHARE = 0.95;

describe("the chat evaluation set", () => {
  it("has at least 120 questions, off-topic ones and expected facts read from the content", () => {
    expect(cases.length).toBeGreaterThanOrEqual(120);
    expect(cases.filter((c) => c.answer === "no-match").length).toBeGreaterThanOrEqual(10);
    expect(cases.flatMap((c) => c.says.flat())).toContain(bundle.site.phone);
  });

  it(`is answered right at ${REQUIRED_SHARE * 100}% or more`, () => {
    const summary = evaluate(cases, context);
    // The whole report on failure: every miss with what was answered instead.
    expect(summary.share, formatSummary(summary)).toBeGreaterThanOrEqual(REQUIRED_SHARE);
  });

  it("grades a wrong answer as a miss: wrong fact, wrong first link, or an answer where none was right", () => {
    const price = bundle.services.find((service) => service.slug === "cybersecurity")?.priceLine ?? "?";
    const asked = "What's the price of your cybersecurity service?";
    expect(grade({ ask: asked, says: [[price]], links: ["/services/cybersecurity"] }, context).right).toBe(true);
    expect(grade({ ask: asked, says: [["$1,000,000"]], links: [] }, context).right).toBe(false);
    expect(grade({ ask: asked, says: [], links: ["/careers"] }, context).right).toBe(false);
    expect(grade({ ask: asked, says: [], links: [], answer: "no-match" }, context).right).toBe(false);
    expect(grade({ ask: "Tell me a joke", says: [[bundle.site.phone]], links: [] }, context).right).toBe(false);
  });

  it("fills {placeholders} from the bundle and refuses one that names nothing", () => {
    expect(resolvePlaceholders("{site.phone} / {jobs.devops-engineer.location}", bundle)).toBe(
      `${bundle.site.phone} / ${bundle.jobs.find((job) => job.slug === "devops-engineer")?.location}`,
    );
    expect(() => resolvePlaceholders("{site.fax}", bundle)).toThrow(/names no text/);
  });
});
