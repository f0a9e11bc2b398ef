import { content } from "../content/content.server.ts";
import { businessToday, closedJobUrls } from "../lib/job-status.ts";

/**
 * /chat-data.json: the assistant's knowledge index and settings. Prerendered to a static file that
 * the widget fetches only when a visitor first opens the chat, so no page pays for it up front.
 */
export function loader() {
  // Jobs that closed since the build leave the answers too (the server skips this file for them).
  const closed = closedJobUrls(content.jobs, businessToday(content.site.timeZone));
  return Response.json(closed.size ? { ...content.chat, index: content.chat.index.filter((item) => !closed.has(item.url)) } : content.chat);
}
