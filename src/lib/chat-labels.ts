// The assistant's sentences are content: every one is written in content/chat.yaml `labels:` and
// reaches the engine through the compiled bundle; the engine has no wording of its own
// (docs/decisions/0229). Placeholders in braces ({name}, {email}, ...) are filled by fillText with
// the values each label is given below; a placeholder with no value is left as written.
import type { ChatbotSettings } from "../content/types.ts";

/** Every label of content/chat.yaml: the schema requires each one, so the type has no optional keys. */
export type ChatLabels = ChatbotSettings["labels"];

const MEETING_HOURS = ["opens", "closes", "zone"] as const;

/**
 * The {placeholders} the assistant fills in each label. The content check refuses any other name,
 * listing these; each label's description in schemas/chat.schema.json names the same ones.
 */
export const LABEL_PLACEHOLDERS: { readonly [K in keyof ChatLabels]-?: readonly string[] } = {
  welcome: [],
  greeting: [],
  thanks: [],
  acknowledge: [],
  noMatch: ["email", "phone"],
  honestAnswer: ["title", "email", "phone"],
  closestResults: [],
  aiFollowUp: ["email", "phone"],
  contactFormLinkLabel: [],
  declined: [],
  flowCancelled: [],
  replyError: [],
  careerAskName: [],
  careerAskMobile: ["name"],
  careerAskEmail: ["name"],
  careerAskResume: ["name"],
  careerSuccess: ["name", "mobile", "email", "resumeLink"],
  contactAskName: [],
  contactAskEmail: ["name"],
  contactAskPhone: ["name"],
  contactSuccess: ["name", "email", "phone"],
  meetingAskName: [],
  meetingAskEmail: ["name"],
  meetingAskDate: ["name", "slots", ...MEETING_HOURS],
  invalidDayChoice: [...MEETING_HOURS],
  meetingAskTime: ["name", "date", ...MEETING_HOURS],
  invalidTimeFormat: [...MEETING_HOURS],
  timeOutOfRange: [...MEETING_HOURS],
  meetingSuccess: ["name", "email", "date", "time", ...MEETING_HOURS],
  meetingIcsLabel: [],
  meetingIcsTitle: ["company"],
  meetingIcsDescription: ["company", "minutes", "name", "email", "date", "time", ...MEETING_HOURS],
  submitNotSent: ["reason"],
  notSentNetwork: [],
  notSentServer: [],
  notSentBusy: [],
  resendWaiting: [],
  resendDeclined: [],
};

export function fillText(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
