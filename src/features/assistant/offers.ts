// 'yes'/'no' answers to a bot offer (docs/decisions/0151): a 'yes' or 'y' reply to a bot
// message containing 'Schedule a meeting', 'Fill out form' or 'contact form' starts that flow.
//
// One message may name several offers (the no-match answer mentions the contact form and asks
// about a meeting). Rule: the phrase that occurs LAST in the message wins, because a prompt ends
// with the question it asks; so "...use our contact form... Would you like to Schedule a
// meeting?" + 'yes' starts the meeting flow. Phrases match case-insensitively so editors may
// start a sentence with them.
import type { FlowKind } from "./flow-types.ts";

const OFFER_PHRASES: ReadonlyArray<{ phrase: string; flow: FlowKind }> = [
  { phrase: "Schedule a meeting", flow: "meeting" },
  { phrase: "Fill out form", flow: "career" },
  { phrase: "contact form", flow: "contact" },
];

export function offeredFlow(botText: string): FlowKind | null {
  const lower = botText.toLowerCase();
  let best: { at: number; flow: FlowKind } | null = null;
  for (const { phrase, flow } of OFFER_PHRASES) {
    const at = lower.lastIndexOf(phrase.toLowerCase());
    if (at >= 0 && (best === null || at > best.at)) best = { at, flow };
  }
  return best?.flow ?? null;
}

// Trimmed, any case; trailing '.' or '!' is ignored ('Yes!' is still yes).
const normalise = (text: string): string =>
  text
    .trim()
    .toLowerCase()
    .replace(/[.!]+$/, "");

export function isYes(text: string): boolean {
  const t = normalise(text);
  return t === "yes" || t === "y";
}

export function isNo(text: string): boolean {
  const t = normalise(text);
  return t === "no" || t === "n";
}
