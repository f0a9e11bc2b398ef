// Questions of several parts: 'what do you charge for
// cloud and how long does a migration take' is two questions. A new part starts after a question mark
// or a semicolon, or at 'and', 'also' or 'plus' followed by a question word; 'azure and aws' stays one.
// A comparison ('price of cloud vs data analytics') is two questions too, one for each side
// (docs/decisions/0480-comparisons-ask-both-sides.md).
import { askedTopics, TOPIC_VOCABULARY, withoutTopicWords } from "./short-answer.ts";
import { isSignificant, words } from "./text-words.ts";

const QUESTION_WORD = String.raw`(?:how|what|whats|where|wheres|when|who|whos|which|why|do|does|did|is|are|can|could|will|would|should)\b`;
const PART_BREAK = new RegExp(String.raw`\?+\s+|;\s*|,?\s+(?:and|also|plus)\s+(?=${QUESTION_WORD})`, "i");

/** What a part is about: its significant words, topic words ('price', 'where') aside. */
function subjectOf(part: string): string[] {
  return words(withoutTopicWords(part)).filter(isSignificant);
}

/** Parts answered at most: a message of thirty questions costs no more than one of four (issue 57). */
const MAX_PARTS = 4;

/**
 * The parts of a message, each a question of its own, four at most. A part that names no subject of its own
 * ('is it remote' after 'are you hiring devops') is read with the subject of the part before it.
 */
export function questionParts(message: string): string[] {
  const parts: string[] = [];
  for (const raw of message.split(PART_BREAK).flatMap(comparedSides)) {
    const part = raw.trim();
    // 'where are you' asks something with no significant word; 'thanks and' asks nothing.
    if (!words(part).some(isSignificant) && askedTopics(part).length === 0) continue;
    const before = parts.at(-1);
    parts.push(before !== undefined && subjectOf(part).length === 0 ? `${subjectOf(before).join(" ")} ${part}` : part);
    if (parts.length === MAX_PARTS) break;
  }
  return parts.length > 0 ? parts : [message];
}

/** Words that set two things side by side: 'vs', 'versus', 'compared with', 'as opposed to'. */
const SIDE_BY_SIDE = /\s*,?\s+(?:vs\.?|versus|compared (?:with|to)|as opposed to)\s+|\s+and (?:of|for) (?:the )?/i;
/** 'or' sets two things side by side only in a question that compares ('which', 'cheaper', 'longer'). */
const OR = /\s*,?\s+or\s+/i;
const COMPARES =
  /\b(?:which|compare|comparison|difference|cheaper|pricier|costlier|more expensive|less expensive|longer|shorter|quicker|faster|slower|bigger|larger|smaller|better)\b/i;
const AND = /\s+and\s+/i;
/** 'more expensive than', 'longer than': the two sides of a comparison that says which way it goes. */
const THAN = /\s+than\s+/i;
/** 'the difference between A and B': its 'and' sets the two sides apart. */
const BETWEEN = /\bbetween\b.+\band\b/i;
/** A comparison's side names a thing; a longer side means the 'or' or 'and' joins clauses of a story. */
const MAX_SIDE_WORDS = 8;

/**
 * A comparison's two sides, each a question of its own that keeps what was asked: 'price of cloud vs
 * data analytics' → 'price of cloud', 'data analytics price of'. A side that asks no topic of its own takes
 * the other side's question words. 'azure or aws' with nothing compared, and 'azure and aws', stay one.
 */
export function comparedSides(part: string): string[] {
  const compares = COMPARES.test(part);
  const sides =
    splitOnce(part, SIDE_BY_SIDE) ??
    (compares ? (splitOnce(part, THAN) ?? splitOnce(part, OR)) : undefined) ??
    (BETWEEN.test(part) ? splitOnce(part, AND) : undefined) ??
    bothAskTopic(part);
  if (!sides) return [part];
  const [left, right] = sides;
  if (sides.some((side) => subjectOf(side).length === 0 || words(side).length > MAX_SIDE_WORDS)) return [part];
  return [withFrameOf(left, right), withFrameOf(right, left)];
}

function splitOnce(text: string, separator: RegExp): [string, string] | undefined {
  const match = separator.exec(text);
  if (!match) return undefined;
  return [text.slice(0, match.index).trim(), text.slice(match.index + match[0].length).trim()];
}

/** 'iot price and emerging tech price': two sides when each names its own subject and asks a topic. */
function bothAskTopic(part: string): [string, string] | undefined {
  const sides = splitOnce(part, AND);
  return sides && sides.every((side) => askedTopics(side).length > 0) ? sides : undefined;
}

/** A side read with the other side's question words when it asks none itself. */
function withFrameOf(side: string, other: string): string {
  if (askedTopics(side).length > 0) return side;
  const frame = words(other).filter((word) => !isSignificant(word) || TOPIC_VOCABULARY.includes(word));
  return `${side} ${frame.join(" ")}`.trim();
}
