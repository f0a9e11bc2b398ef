// Questions of several parts (docs/decisions/0334-questions-of-several-parts.md): 'what do you charge for
// cloud and how long does a migration take' is two questions. A new part starts after a question mark
// or a semicolon, or at 'and', 'also' or 'plus' followed by a question word; 'azure and aws' stays one.
import { askedTopics, withoutTopicWords } from "./answer-lead.ts";
import { isSignificant, words } from "./text-words.ts";

const QUESTION_WORD = String.raw`(?:how|what|whats|where|wheres|when|who|whos|which|why|do|does|did|is|are|can|could|will|would|should)\b`;
const PART_BREAK = new RegExp(String.raw`\?+\s+|;\s*|,?\s+(?:and|also|plus)\s+(?=${QUESTION_WORD})`, "i");

/** What a part is about: its significant words, topic words ('price', 'where') aside. */
function subjectOf(part: string): string[] {
  return words(withoutTopicWords(part)).filter(isSignificant);
}

/**
 * The parts of a message, each a question of its own. A part that names no subject of its own ('is it
 * remote' after 'are you hiring devops') is read with the subject of the part before it.
 */
export function questionParts(message: string): string[] {
  const parts: string[] = [];
  for (const raw of message.split(PART_BREAK)) {
    const part = raw.trim();
    // 'where are you' asks something with no significant word; 'thanks and' asks nothing.
    if (!words(part).some(isSignificant) && askedTopics(part).length === 0) continue;
    const before = parts.at(-1);
    parts.push(before !== undefined && subjectOf(part).length === 0 ? `${subjectOf(before).join(" ")} ${part}` : part);
  }
  return parts.length > 0 ? parts : [message];
}
