import { describeError } from "../../../platform/describe-error.server.ts";
import { createOutboxLoop, type OutboxLoop } from "../../../platform/outbox-loop.server.ts";
import type { ApplicationLedger } from "./application-ledger.server.ts";

const DAY_MS = 86_400_000;

/**
 * Deletes applications, with their files and emails, once they are older than the retention content/site.yaml
 * promises (docs/decisions/0540): at start and every hour. Logged as a count, never with personal data.
 */
export function createApplicationRetention(options: {
  ledger: Pick<ApplicationLedger, "purgeBefore">;
  retentionDays: number;
  log: { info(line: string): void; error(line: string): void };
  intervalMs?: number;
  now?: () => number;
}): OutboxLoop {
  const now = options.now ?? Date.now;
  return createOutboxLoop({
    pollIntervalMs: options.intervalMs ?? 60 * 60_000,
    async pass() {
      const deleted = await options.ledger.purgeBefore(now() - options.retentionDays * DAY_MS);
      if (deleted > 0)
        options.log.info(
          `Deleted ${deleted} application${deleted === 1 ? "" : "s"} older than ${options.retentionDays} days, with their files.`,
        );
    },
    onError: (error) => options.log.error(`Deleting expired applications failed: ${describeError(error)}; tried again within the hour.`),
  });
}
