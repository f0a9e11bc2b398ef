/**
 * Where visits are kept: the lead store's database, aggregated per day (docs/decisions/0531-visits-counted-by-the-server.md).
 * A row counts one day's views and visitors of one value of one dimension (a page, a landing page, a
 * source, a referrer, a campaign, a device class, or the whole site), so the size grows with pages ×
 * days, not with visits. The day's salt and the keys of the visitors already counted that day are the
 * only per-visitor data, and they are deleted once the day is over.
 */
import type { VitalName } from "../vital-scale.ts";

/** What a count row is about. `site` has the value "" and counts the whole site's views and visitors. */
export const DIMENSIONS = ["site", "page", "landing", "source", "referrer", "campaign", "device"] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** One dimension value's views in a flush, with the keys of the distinct visitors behind them. */
export interface CountBatch {
  dimension: Dimension;
  value: string;
  views: number;
  /** One key per visitor of the flush: a hash of the visitor's daily hash, the dimension and the value. */
  seen: string[];
}

/** One bucket of one vital of one route template and device class, with how many values fell in it. */
export interface VitalBatch {
  template: string;
  device: string;
  metric: VitalName;
  bucket: number;
  count: number;
}

/** A stored count row. `day` is YYYY-MM-DD in the site's time zone. */
export interface DayCount {
  day: string;
  dimension: Dimension;
  value: string;
  views: number;
  visitors: number;
}

export interface VitalRow extends VitalBatch {
  day: string;
}

export interface VisitLedger {
  /**
   * The salt of `day`, made by the first instance that asks and shared by the others; asking for a day
   * deletes the salts, and the visitor keys, of every earlier day.
   */
  saltFor(day: string, fresh: () => string): Promise<string>;
  /** Adds a flush's counts and vitals to `day`, in one transaction; a visitor key already seen that day adds no visitor. */
  add(day: string, counts: readonly CountBatch[], vitals: readonly VitalBatch[]): Promise<void>;
  /** Deletes counts and vitals of days before `day` (the retention). */
  forgetBefore(day: string): Promise<number>;
  /** Count rows of the days from `from` to `to`, both included. */
  counts(from: string, to: string): Promise<DayCount[]>;
  vitals(from: string, to: string): Promise<VitalRow[]>;
}

function isDimension(value: string): value is Dimension {
  return (DIMENSIONS as readonly string[]).includes(value);
}

/** A count row as the database returns it (PostgreSQL's bigint sums come as text). */
export function toDayCount(row: Record<string, unknown>): DayCount {
  const dimension = String(row.dimension);
  if (!isDimension(dimension)) throw new Error(`Visit row has an unknown dimension: ${dimension}`);
  return { day: String(row.day), dimension, value: String(row.value), views: Number(row.views), visitors: Number(row.visitors) };
}

export function toVitalRow(row: Record<string, unknown>): VitalRow {
  return {
    day: String(row.day),
    template: String(row.template),
    device: String(row.device),
    metric: String(row.metric) as VitalName,
    bucket: Number(row.bucket),
    count: Number(row.count),
  };
}
