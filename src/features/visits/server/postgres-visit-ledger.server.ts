import type pg from "pg";
import { toDayCount, toVitalRow, type VisitLedger } from "./visit-ledger.server.ts";
import { inPostgresTransaction } from "../../../platform/postgres-transaction.server.ts";

/**
 * The visits of the PostgreSQL lead store, shared by every instance: the first instance to ask for a
 * day's salt makes it, the others read the same one, so a visitor is one visitor whichever instance
 * served them; visitor keys are unique per day across instances.
 */
export function postgresVisitLedger(pool: pg.Pool): VisitLedger {
  const inTransaction = <T>(work: (client: pg.PoolClient) => Promise<T>) => inPostgresTransaction(pool, work);
  return {
    async saltFor(day, fresh) {
      return inTransaction(async (client) => {
        await client.query("DELETE FROM visit_salts WHERE day < $1", [day]);
        await client.query("DELETE FROM visit_seen WHERE day < $1", [day]);
        await client.query("INSERT INTO visit_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING", [day, fresh()]);
        const { rows } = await client.query("SELECT salt FROM visit_salts WHERE day = $1", [day]);
        return String((rows[0] as { salt: string }).salt);
      });
    },
    async add(day, counts, vitals) {
      await inTransaction(async (client) => {
        for (const count of counts) {
          const { rowCount } = await client.query(
            "INSERT INTO visit_seen (day, key) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING",
            [day, count.seen],
          );
          await client.query(
            `INSERT INTO visit_counts (day, dimension, value, views, visitors) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (day, dimension, value) DO UPDATE
             SET views = visit_counts.views + excluded.views, visitors = visit_counts.visitors + excluded.visitors`,
            [day, count.dimension, count.value, count.views, rowCount ?? 0],
          );
        }
        for (const vital of vitals)
          await client.query(
            `INSERT INTO vital_counts (day, template, device, metric, bucket, count) VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (day, template, device, metric, bucket) DO UPDATE SET count = vital_counts.count + excluded.count`,
            [day, vital.template, vital.device, vital.metric, vital.bucket, vital.count],
          );
      });
    },
    async forgetBefore(day) {
      return inTransaction(async (client) => {
        const counts = await client.query("DELETE FROM visit_counts WHERE day < $1", [day]);
        const vitals = await client.query("DELETE FROM vital_counts WHERE day < $1", [day]);
        return (counts.rowCount ?? 0) + (vitals.rowCount ?? 0);
      });
    },
    async counts(from, to) {
      const { rows } = await pool.query("SELECT * FROM visit_counts WHERE day BETWEEN $1 AND $2 ORDER BY day, dimension, value", [
        from,
        to,
      ]);
      return rows.map((row) => toDayCount(row as Record<string, unknown>));
    },
    async vitals(from, to) {
      const { rows } = await pool.query(
        "SELECT * FROM vital_counts WHERE day BETWEEN $1 AND $2 ORDER BY day, template, device, metric, bucket",
        [from, to],
      );
      return rows.map((row) => toVitalRow(row as Record<string, unknown>));
    },
  };
}
