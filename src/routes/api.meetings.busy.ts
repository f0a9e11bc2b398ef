import { leadContext } from "../features/leads/server/index.server.ts";
import { noStoreJson } from "../platform/request-guards.server.ts";
import type { Route } from "./+types/api.meetings.busy";

/**
 * GET /api/meetings/busy: when the company's calendar is busy over the next two weeks, as start and
 * end times only (no titles, no attendees), with the meeting rules of content/site.yaml; the chat
 * checks a typed time with them (docs/decisions/0470). Without a meeting calendar it says so with
 * `calendar: false`, not a 404 that every browser would log as an error, and the chat books as it always did.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const meetings = context.get(leadContext)?.meetings;
  if (!meetings) return noStoreJson(200, { ok: true, calendar: false });
  // The lead store down: the chat then books as it does without a calendar, and the server refuses what it cannot hold.
  const answer = await meetings.availability().catch(() => undefined);
  if (!answer) return noStoreJson(503, { ok: false, error: "Meeting times cannot be read just now." });
  const { minutes, bufferMinutes, noticeMinutes, busy, reachable } = answer;
  return noStoreJson(200, {
    ok: true,
    minutes,
    bufferMinutes,
    noticeMinutes,
    busy: busy.map(({ start, end }) => ({ start, end })),
    reachable,
  });
}
