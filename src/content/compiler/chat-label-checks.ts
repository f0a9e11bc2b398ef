import { LABEL_PLACEHOLDERS, type ChatLabels } from "../../lib/chat-labels.ts";
import { MEETING_LABEL_PLACEHOLDERS, type MeetingLabels } from "../../features/meetings/index.ts";
import type { ChatbotSettings } from "../types.ts";
import type { ContentProblem } from "./content-error.ts";
import type { Loaded } from "./content-files.ts";
import { unknownPlaceholders } from "./knowledge-index.ts";

/**
 * A {placeholder} the assistant does not fill in a label would reach visitors as written: each one is an
 * error at its line, naming the ones that label may use. The phrases the yes/no
 * offers rely on are the schema's patterns (noMatch, aiFollowUp, meetingAskDate).
 */
export function checkChatLabels(chat: Loaded<ChatbotSettings>): ContentProblem[] {
  return [
    ...checkGroup(chat, "labels", chat.data.labels, LABEL_PLACEHOLDERS),
    ...checkGroup(chat, "meetingLabels", chat.data.meetingLabels, MEETING_LABEL_PLACEHOLDERS),
  ];
}

function checkGroup<T extends ChatLabels | MeetingLabels>(
  chat: Loaded<ChatbotSettings>,
  group: "labels" | "meetingLabels",
  labels: T,
  placeholders: { readonly [K in keyof T]-?: readonly string[] },
): ContentProblem[] {
  return (Object.keys(placeholders) as (keyof T & string)[]).flatMap((key) => {
    const allowed = placeholders[key];
    const known = Object.fromEntries(allowed.map((name) => [name, name]));
    return unknownPlaceholders(String(labels[key]), known).map((name): ContentProblem => ({
      file: chat.source.path,
      ...chat.source.locate([group, key]),
      field: `${group}.${key}`,
      message: `{${name}} is not filled in by the assistant in this label (${
        allowed.length ? `use ${allowed.map((known) => `{${known}}`).join(", ")}` : "it has no placeholders of its own"
      }; write other words without braces)`,
      severity: "error",
    }));
  });
}
