/** What health checks and metrics read of the outbox: one grouped query over the status index. */
export type OutboxSummary = {
  pending: number;
  failed: number;
  suspect: number;
  /** createdAt of the oldest pending lead; null when none is pending. */
  oldestPendingAt: number | null;
  /**
   * When the most recent of the leads still failed was marked failed, of those the provider did not
   * refuse for what the visitor sent; null when none is (or none since v3 of the schema).
   */
  lastFailedAt: number | null;
  /** Of `failed`, the leads the provider refused for their content (HTTP 400): a visitor's doing, not the site's (docs/leads.md, "Returning contacts"). */
  refused: number;
  /** When the most recent of those was marked failed; null when none. */
  lastRefusedAt: number | null;
};

/**
 * The provider's answer to a lead it refused for what the visitor sent (an address it will not take):
 * such a failure is the operator's to read, never the public health's.
 */
export const VISITOR_REFUSAL_STATUS = 400;

/** One grouped read over the (status, next_attempt_at) index; delivered leads, the bulk, are never scanned. */
export const SUMMARY_SQL = `SELECT status, count(*) AS n, min(created_at) AS oldest,
    max(CASE WHEN provider_status = ${VISITOR_REFUSAL_STATUS} THEN NULL ELSE failed_at END) AS last_failed,
    sum(CASE WHEN provider_status = ${VISITOR_REFUSAL_STATUS} THEN 1 ELSE 0 END) AS refused,
    max(CASE WHEN provider_status = ${VISITOR_REFUSAL_STATUS} THEN failed_at END) AS last_refused
  FROM leads WHERE status IN ('pending', 'failed', 'suspect') GROUP BY status`;

/** The summary from SUMMARY_SQL's rows (numbers may arrive as text or bigint from PostgreSQL). */
export function summarise(rows: readonly Record<string, unknown>[]): OutboxSummary {
  const summary: OutboxSummary = {
    pending: 0,
    failed: 0,
    suspect: 0,
    oldestPendingAt: null,
    lastFailedAt: null,
    refused: 0,
    lastRefusedAt: null,
  };
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  for (const row of rows) {
    const status = row.status;
    if (status !== "pending" && status !== "failed" && status !== "suspect") continue;
    summary[status] = number(row.n) ?? 0;
    if (status === "pending") summary.oldestPendingAt = number(row.oldest);
    if (status === "failed") {
      summary.lastFailedAt = number(row.last_failed);
      summary.refused = number(row.refused) ?? 0;
      summary.lastRefusedAt = number(row.last_refused);
    }
  }
  return summary;
}
