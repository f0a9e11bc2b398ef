import type { ChatData } from "../../../content/chat-data-shape.ts";
import { loadMeetingIcs } from "../../meetings/index.ts";
import type { MeetingInvite } from "../knowledge-types.ts";

/**
 * Builds the booked meeting's calendar file and downloads it. The ics library is loaded only
 * here, on the click, so the chat panel itself stays small.
 */
export async function downloadMeetingIcs(
  meeting: MeetingInvite,
  data: Pick<ChatData, "companyName" | "contact" | "labels" | "business">,
): Promise<void> {
  const { buildMeetingIcs } = await loadMeetingIcs();
  const organizer = { name: data.companyName, email: data.contact.email };
  const ics = buildMeetingIcs({ ...meeting, organizer, now: new Date(), business: data.business, labels: data.labels });
  const url = URL.createObjectURL(new Blob([ics], { type: "text/calendar;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `meeting-${meeting.isoDate}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
