import { describe, expect, it } from "vitest";
import type { ChatGap } from "./chat-gap-ledger.server.ts";
import { DEFAULT_GAP_LIMIT, formatChatGaps, parseChatGapsArgs } from "./chat-gap-report.server.ts";
import { formatLeadReport } from "./lead-report.server.ts";

const DAY = Date.parse("2026-11-20T00:00:00Z");
const GAPS: ChatGap[] = [
  { question: "do you repair pizza ovens", count: 12, firstSeen: DAY - 86_400_000, lastSeen: DAY + 3_600_000 },
  { question: "what is your sla for [name]", count: 3, firstSeen: DAY, lastSeen: DAY },
];

describe("parseChatGapsArgs", () => {
  it("reads --limit, --since and --json, with defaults", () => {
    expect(parseChatGapsArgs([])).toEqual({ ok: true, command: { name: "list", limit: DEFAULT_GAP_LIMIT, json: false } });
    expect(parseChatGapsArgs(["--limit", "5", "--since=2026-11-20", "--json"])).toEqual({
      ok: true,
      command: { name: "list", limit: 5, since: DAY, json: true },
    });
    expect(parseChatGapsArgs(["--help"])).toEqual({ ok: true, command: { name: "help" } });
  });

  it("refuses what it cannot read, saying how to write it", () => {
    expect(parseChatGapsArgs(["--limit", "0"])).toEqual({ ok: false, error: "--limit must be a whole number of 1 or more." });
    expect(parseChatGapsArgs(["--limit"])).toEqual({ ok: false, error: "--limit needs a value." });
    expect(parseChatGapsArgs(["--since", "2026-02-30"])).toMatchObject({
      ok: false,
      error: expect.stringContaining("YYYY-MM-DD") as unknown,
    });
    expect(parseChatGapsArgs(["--since", "30d"])).toMatchObject({ ok: false });
    expect(parseChatGapsArgs(["--all"])).toEqual({ ok: false, error: "Unknown argument --all." });
  });
});

describe("formatChatGaps", () => {
  it("lists count, last day seen and question, most asked first", () => {
    expect(formatChatGaps(GAPS, { json: false, since: DAY })).toBe(
      [
        "Questions the site did not answer since 2026-11-20, most asked first:",
        "",
        "COUNT  LAST SEEN   QUESTION",
        "   12  2026-11-20  do you repair pizza ovens",
        "    3  2026-11-20  what is your sla for [name]",
        "",
      ].join("\n"),
    );
    expect(formatChatGaps([], { json: false })).toBe("No unanswered questions recorded.\n");
  });

  it("gives JSON with ISO times", () => {
    expect(JSON.parse(formatChatGaps(GAPS.slice(1), { json: true }))).toEqual([
      { question: "what is your sla for [name]", count: 3, firstSeen: "2026-11-20T00:00:00.000Z", lastSeen: "2026-11-20T00:00:00.000Z" },
    ]);
  });
});

describe("the leads report", () => {
  it("ends with what visitors asked that the site did not answer, when the store keeps it", () => {
    const report = formatLeadReport([], { since: DAY, dimensions: ["campaign"], gaps: GAPS });
    expect(report).toContain("WHAT VISITORS ASKED THAT THE SITE DID NOT ANSWER");
    expect(report.trimEnd().split("\n").slice(-2)).toEqual([
      "   12  2026-11-20  do you repair pizza ovens",
      "    3  2026-11-20  what is your sla for [name]",
    ]);
    expect(formatLeadReport([], { since: DAY, dimensions: ["campaign"], gaps: [] })).toContain("DID NOT ANSWER: nothing recorded.");
    expect(formatLeadReport([], { since: DAY, dimensions: ["campaign"] })).not.toContain("DID NOT ANSWER");
  });
});
