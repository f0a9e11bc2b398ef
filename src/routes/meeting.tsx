import { data } from "react-router";
import type { Route } from "./+types/meeting";
import { meetingHourValues, dateLabel, formatTimeLabel } from "../features/meetings/index.ts";
import { fillText } from "../lib/chat-labels.ts";
import { content } from "../content/content.server.ts";
import { leadContext } from "../features/leads/server/index.server.ts";
import { businessLabels } from "../features/meetings/server/index.server.ts";

/**
 * /meeting?t=…: the page an invitation links to, where the visitor cancels the meeting or moves it to
 * another free time (docs/decisions/0473). Plain forms: it works without JavaScript. A forged, expired
 * or spent link shows one sentence and changes nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const labels = content.chat.meetingLabels;
  const token = new URL(request.url).searchParams.get("t") ?? "";
  const opened = await context.get(leadContext)?.meetings?.open(token);
  const base = { heading: labels.meetingPageHeading, token };
  if (!opened) return data({ ...base, view: { state: "invalid" as const, message: labels.meetingPageInvalid } }, { status: 404 });
  const { date, time } = businessLabels(opened.meeting.start, content.chat.business.timeZone);
  const hours = meetingHourValues(content.chat.business);
  return {
    ...base,
    view: {
      state: "open" as const,
      when: fillText(labels.meetingPageWhen, { ...hours, date, time }),
      cancel: labels.meetingPageCancel,
      move: labels.meetingPageMove,
      moveButton: labels.meetingPageMoveButton,
      choices: opened.days.flatMap(({ slot, free }) =>
        free.map((clock) => {
          const [h = 0, m = 0] = clock.split(":").map(Number);
          return { value: `${slot.isoDate} ${clock}`, label: `${slot.label}, ${formatTimeLabel(h, m)} ${hours.zone}` };
        }),
      ),
    },
  };
}

/**
 * Every answer says how it went in its status as well as its words: a cancel or a move done is 200 (the
 * page's loader, run again after the action, would answer 404 for the spent link); a time the site
 * does not offer 422, a time just taken 409, a link that no longer works 404.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const labels = content.chat.meetingLabels;
  const meetings = context.get(leadContext)?.meetings;
  const form = new URLSearchParams(await request.text());
  const token = form.get("t") ?? "";
  const say = (message: string, status: number) => data({ message }, { status });
  if (!meetings) return say(labels.meetingPageInvalid, 404);
  if (form.get("intent") === "cancel") {
    const outcome = await meetings.cancel(token);
    return outcome === "cancelled" ? say(labels.meetingPageCancelled, 200) : say(labels.meetingPageInvalid, 404);
  }
  const [isoDate = "", ...time] = (form.get("slot") ?? "").split(" ");
  const clock = time.join(" ");
  const outcome = await meetings.move(token, isoDate, clock);
  if (outcome === "not-offered") return say(labels.meetingPageNotOffered, 422);
  if (outcome === "taken") return say(labels.meetingPageTaken, 409);
  if (outcome !== "moved") return say(labels.meetingPageInvalid, 404);
  const [h = 0, m = 0] = clock.split(":").map(Number);
  const hours = meetingHourValues(content.chat.business);
  return say(fillText(labels.meetingPageMoved, { ...hours, date: dateLabel(isoDate), time: formatTimeLabel(h, m) }), 200);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.heading ?? "" }, { name: "robots", content: "noindex" }];

export default function MeetingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { heading, token, view } = loaderData;
  return (
    <div className="mx-auto max-w-xl px-6 py-16">
      <h1 className="heading-page text-fg">{heading}</h1>
      {actionData ? (
        <p className="mt-6 text-fg-body" role="status">
          {actionData.message}
        </p>
      ) : view.state === "invalid" ? (
        <p className="mt-6 text-fg-body">{view.message}</p>
      ) : (
        <>
          <p className="mt-6 text-fg-body">{view.when}</p>
          <form method="post" className="mt-6">
            <input type="hidden" name="t" value={token} />
            <button type="submit" name="intent" value="cancel" className="rounded border border-line-strong px-4 py-2 text-fg">
              {view.cancel}
            </button>
          </form>
          {view.choices.length > 0 && (
            <form method="post" className="mt-10">
              <input type="hidden" name="t" value={token} />
              <input type="hidden" name="intent" value="move" />
              <label htmlFor="meeting-slot" className="block text-fg-body">
                {view.move}
              </label>
              <select id="meeting-slot" name="slot" className="mt-2 block w-full rounded border border-line-strong bg-surface p-2 text-fg">
                {view.choices.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </select>
              <button type="submit" className="mt-4 rounded border border-line-strong px-4 py-2 text-fg">
                {view.moveButton}
              </button>
            </form>
          )}
        </>
      )}
    </div>
  );
}
