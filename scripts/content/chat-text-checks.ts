import { TEXT_PLACEHOLDERS, type ChatTexts } from "../../src/chat/chat-texts.ts";
import type { ChatbotSettings } from "../../src/content/types.ts";
import type { ContentProblem } from "./content-error.ts";
import type { Loaded } from "./content-files.ts";
import { unknownPlaceholders } from "./knowledge-index.ts";

/**
 * A {placeholder} the assistant does not fill in a text would reach visitors as written: each one is an
 * error at its line, naming the ones that text may use (docs/decisions/0229). The phrases the yes/no
 * offers rely on are the schema's patterns (noMatch, aiFollowUp, meetingAskDate).
 */
export function checkChatTexts(chat: Loaded<ChatbotSettings>): ContentProblem[] {
  const texts: ChatTexts = chat.data.texts;
  return (Object.keys(TEXT_PLACEHOLDERS) as (keyof ChatTexts)[]).flatMap((key) => {
    const allowed = TEXT_PLACEHOLDERS[key];
    const known = Object.fromEntries(allowed.map((name) => [name, name]));
    return unknownPlaceholders(texts[key], known).map((name): ContentProblem => ({
      file: chat.source.path,
      ...chat.source.locate(["texts", key]),
      field: `texts.${key}`,
      message: `{${name}} is not filled in by the assistant in this text (${
        allowed.length ? `use ${allowed.map((known) => `{${known}}`).join(", ")}` : "it has no placeholders of its own"
      }; write other words without braces)`,
      severity: "error",
    }));
  });
}
