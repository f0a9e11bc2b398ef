// The labels about the company's calendar (content/chat.yaml `meetingLabels:`):
// the chat's refusals of full days and busy times, the visitor's own time, the invitation's link line
// and the meeting page. Apart from `labels:` because they are said only with a meeting calendar; only
// meetingDateNotOffered is the server's answer with or without one (docs/decisions/0476).
import type { ChatbotSettings } from "../../content/types.ts";

export type MeetingLabels = ChatbotSettings["meetingLabels"];

const MEETING_HOURS = ["opens", "closes", "zone"] as const;

/** The {placeholders} each label is given; the content check refuses any other. */
export const MEETING_LABEL_PLACEHOLDERS: { readonly [K in keyof MeetingLabels]-?: readonly string[] } = {
  meetingDayFull: [],
  meetingDayFullChosen: ["date", ...MEETING_HOURS],
  meetingTimeTaken: ["date", "time", "free", ...MEETING_HOURS],
  meetingVisitorTime: ["date", "time", "visitorZone"],
  meetingInviteLink: ["link"],
  meetingCancelledTitle: ["title"],
  meetingPageHeading: [],
  meetingPageWhen: ["date", "time", "zone"],
  meetingPageCancel: [],
  meetingPageMove: [],
  meetingPageMoveButton: [],
  meetingPageCancelled: [],
  meetingPageMoved: ["date", "time", "zone"],
  meetingPageInvalid: [],
  meetingPageTaken: [],
  meetingDateNotOffered: ["date", "days", ...MEETING_HOURS],
  meetingPageNotOffered: [],
};
