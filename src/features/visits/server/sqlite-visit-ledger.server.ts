import type { DatabaseSync } from "node:sqlite";
import { toDayCount, toVitalRow, type VisitLedger } from "./visit-ledger.server.ts";

/** The visits of the SQLite lead store; `transaction` is the store's own BEGIN IMMEDIATE wrapper. */
export function sqliteVisitLedger(db: DatabaseSync, transaction: <T>(work: () => T) => T): VisitLedger {
  const insertSalt = db.prepare("INSERT INTO visit_salts (day, salt) VALUES (?, ?) ON CONFLICT (day) DO NOTHING");
  const selectSalt = db.prepare("SELECT salt FROM visit_salts WHERE day = ?");
  const forgetSalts = db.prepare("DELETE FROM visit_salts WHERE day < ?");
  const forgetSeen = db.prepare("DELETE FROM visit_seen WHERE day < ?");
  const insertSeen = db.prepare("INSERT INTO visit_seen (day, key) VALUES (?, ?) ON CONFLICT DO NOTHING");
  const upsertCount = db.prepare(
    `INSERT INTO visit_counts (day, dimension, value, views, visitors) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (day, dimension, value) DO UPDATE SET views = views + excluded.views, visitors = visitors + excluded.visitors`,
  );
  const upsertVital = db.prepare(
    `INSERT INTO vital_counts (day, template, device, metric, bucket, count) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (day, template, device, metric, bucket) DO UPDATE SET count = count + excluded.count`,
  );
  return {
    async saltFor(day, fresh) {
      return transaction(() => {
        forgetSalts.run(day);
        forgetSeen.run(day);
        insertSalt.run(day, fresh());
        return String(selectSalt.get(day)?.salt);
      });
    },
    async add(day, counts, vitals) {
      transaction(() => {
        for (const count of counts) {
          let visitors = 0;
          for (const key of count.seen) visitors += Number(insertSeen.run(day, key).changes);
          upsertCount.run(day, count.dimension, count.value, count.views, visitors);
        }
        for (const vital of vitals) upsertVital.run(day, vital.template, vital.device, vital.metric, vital.bucket, vital.count);
      });
    },
    async forgetBefore(day) {
      return transaction(
        () =>
          Number(db.prepare("DELETE FROM visit_counts WHERE day < ?").run(day).changes) +
          Number(db.prepare("DELETE FROM vital_counts WHERE day < ?").run(day).changes),
      );
    },
    async counts(from, to) {
      const rows = db.prepare("SELECT * FROM visit_counts WHERE day BETWEEN ? AND ? ORDER BY day, dimension, value").all(from, to);
      return rows.map((row) => toDayCount(row));
    },
    async vitals(from, to) {
      const rows = db
        .prepare("SELECT * FROM vital_counts WHERE day BETWEEN ? AND ? ORDER BY day, template, device, metric, bucket")
        .all(from, to);
      return rows.map((row) => toVitalRow(row));
    },
  };
}
