/**
 * `npm run chat:gaps -- [--limit N] [--since YYYY-MM-DD] [--json]`: the questions the chat did not answer,
 * most asked first (docs/decisions/0529-content-gaps.md). Exit codes: 0 done, 1 no database, 2 bad arguments.
 */
import { existsSync } from "node:fs";
import { CHAT_GAPS_USAGE, formatChatGaps, parseChatGapsArgs } from "../src/features/leads/server/index.server.ts";
import { readSetting } from "../src/platform/settings.server.ts";
import { isPostgresUrl, openLeadStore } from "../src/features/leads/server/index.server.ts";

const parsed = parseChatGapsArgs(process.argv.slice(2));
const location = readSetting("LEADS_DB");
if (!parsed.ok) {
  process.stderr.write(`${parsed.error}\n\n${CHAT_GAPS_USAGE}\n`);
  process.exitCode = 2;
} else if (parsed.command.name === "help") {
  process.stdout.write(`${CHAT_GAPS_USAGE}\n`);
} else if (!isPostgresUrl(location) && !existsSync(location)) {
  // Opening would create an empty file; a missing one is more likely a wrong LEADS_DB.
  process.stderr.write(`No lead database at ${location}. Set LEADS_DB to the server's lead database.\n`);
  process.exitCode = 1;
} else {
  const { limit, since, json } = parsed.command;
  const store = await openLeadStore(location);
  try {
    process.stdout.write(formatChatGaps((await store.chatGaps?.top({ limit, since })) ?? [], { json, since }));
  } finally {
    await store.close();
  }
}
