/** What health checks and metrics read of the outbox: one grouped query over the status index. */
export type OutboxSummary = {
  pending: number;
  failed: number;
  suspect: number;
  /** createdAt of the oldest pending lead; null when none is pending. */
  oldestPendingAt: number | null;
  /** When the most recent of the leads still failed was marked failed; null when none is (or none since v3 of the schema). */
  lastFailedAt: number | null;
};

/** One grouped read over the (status, next_attempt_at) index; delivered leads, the bulk, are never scanned. */
export const SUMMARY_SQL = `SELECT status, count(*) AS n, min(created_at) AS oldest, max(failed_at) AS last_failed
  FROM leads WHERE status IN ('pending', 'failed', 'suspect') GROUP BY status`;

/** The summary from SUMMARY_SQL's rows (numbers may arrive as text or bigint from PostgreSQL). */
export function summarise(rows: readonly Record<string, unknown>[]): OutboxSummary {
  const summary: OutboxSummary = { pending: 0, failed: 0, suspect: 0, oldestPendingAt: null, lastFailedAt: null };
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  for (const row of rows) {
    const status = row.status;
    if (status !== "pending" && status !== "failed" && status !== "suspect") continue;
    summary[status] = number(row.n) ?? 0;
    if (status === "pending") summary.oldestPendingAt = number(row.oldest);
    if (status === "failed") summary.lastFailedAt = number(row.last_failed);
  }
  return summary;
}
