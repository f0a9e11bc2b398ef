// The kinds of value a question asks and a sentence states (record 0482): 'how much did it cost' asks
// money and is answered by '$450,000', 'who leads it' asks a person and is answered by 'Jane Roe, Director
// of Operations'. Read from the wording alone, with no word of the content.

/** The kinds of value a question can ask and a sentence can state. */
export type ValueKind = "money" | "duration" | "number" | "year" | "person" | "place";

/**
 * What each kind of question looks like. A question may ask several ('how much' is money or a number);
 * any of them stated answers it.
 */
const ASKS: ReadonlyArray<[RegExp, readonly ValueKind[]]> = [
  [
    /\b(price|pricing|priced|cost|costs|charge|fees?|budget|salary|salaries|pay|paid|compensation|wages?|money|spend|spent|afford\w*|expensive|cheap\w*|dollars?|run us)\b/i,
    ["money"],
  ],
  [/\bhow much\b/i, ["money", "number"]],
  [
    /\bhow (long|soon|quickly|fast)\b|\bhow many (minutes|hours|days|weeks|months|years)\b|\b(timeline|duration)\b|\bin (hours|days|weeks|months)\b/i,
    ["duration"],
  ],
  [
    /\bhow (long|old) ha(s|ve)\b|\bwhat year\b|\bsince when\b|\bwhen (was|were|did) .*\b(found|start|establish|open)/i,
    ["year", "duration"],
  ],
  [
    /\bhow (many|often)\b|\bby how much\b|\bwhat (percent|percentage|share|number|score|rating|total|size)\b|\bhow (big|large|much (more|less|faster|better))\b/i,
    ["number"],
  ],
  [/\b(who|whom|whose)\b|\bwhich (one of your |of your )?(leaders?|person|people|executives?|managers?)\b/i, ["person"]],
  [/\bwhere\b|\bwhich (city|cities|country|countries|state|office|offices|location)\b/i, ["place"]],
];

const WORD_NUMBER = String.raw`(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|a few|several|a couple of)`;
const UNIT = String.raw`(?:minutes?|min|hours?|hrs?|days?|weeks?|months?|quarters?|years?)`;

/** What a sentence that states each kind looks like. */
const STATES: Record<ValueKind, RegExp> = {
  money: /[$€£]\s?\d|\b\d[\d,.]*\s?(dollars|usd)\b/i,
  duration: new RegExp(
    String.raw`\b(\d[\d,.]*(\s?[-–]\s?\d+)?\+?|${WORD_NUMBER})[\s-]*${UNIT}\b|\b24/7\b|\bsame[- ]day\b|\bovernight\b`,
    "i",
  ),
  number: new RegExp(String.raw`\d|\b${WORD_NUMBER}\b|\b(dozen|hundred|thousand|million|half)\b`, "i"),
  year: /\b(19|20)\d\d\b/,
  // A person is named with a role: 'Jane Roe, Director of Operations', 'our Chief Executive Officer'.
  person:
    /\b(founder|co-founder|chief \w+ officer|ceo|cto|cio|cfo|ciso|coo|director|head of|vice president|president|manager|lead|leads|partner|recruiter|architect)\b/i,
  place:
    /\b(in|at|from|based in|headquartered in|offices? in) [A-Z][a-z]+|\b(remote|on-site|onsite|hybrid|headquarters|office|offices|located|location)\b/,
};

/** The kinds of value a question asks, read from its wording; none for a question of another shape. */
export function askedKinds(message: string): ValueKind[] {
  return [...new Set(ASKS.flatMap(([shape, kinds]) => (shape.test(message) ? kinds : [])))];
}

/** The kinds of value a text states. */
export function statedKinds(text: string): Set<ValueKind> {
  return new Set((Object.keys(STATES) as ValueKind[]).filter((kind) => STATES[kind].test(text)));
}

/** 1 when the text states a kind asked, -1 when a kind is asked and none is stated, 0 when none is asked. */
export function kindAgreement(asked: readonly ValueKind[], text: string): number {
  if (asked.length === 0) return 0;
  const stated = statedKinds(text);
  // Money, times, years and shares are numbers too: 'how many' is answered by '14 document types' or '$3.2M'.
  const matches = asked.some((kind) => stated.has(kind) || (kind === "number" && (stated.has("money") || stated.has("duration"))));
  return matches ? 1 : -1;
}
