/**
 * The field vitals the site collects, with Google's thresholds (web.dev: "good" at or under `good`,
 * "poor" above `poor`) and the buckets they are counted in. A stored vital is a bucket, not a value:
 * the 75th percentile is read as "at most" a bucket's upper bound, and every threshold is a bound, so
 * the share of "good" visits is exact.
 */
export const VITALS = {
  LCP: {
    good: 2500,
    poor: 4000,
    unit: "ms",
    bounds: [500, 1000, 1500, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10000, 20000, 60000],
  },
  INP: { good: 200, poor: 500, unit: "ms", bounds: [50, 100, 150, 200, 250, 300, 400, 500, 750, 1000, 2000, 5000, 30000] },
  CLS: { good: 0.1, poor: 0.25, unit: "", bounds: [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.35, 0.5, 1, 10] },
  TTFB: { good: 800, poor: 1800, unit: "ms", bounds: [100, 200, 400, 600, 800, 1000, 1200, 1500, 1800, 2500, 4000, 8000, 60000] },
} as const;

export type VitalName = keyof typeof VITALS;

/** Where the browser's beacon posts its vitals. */
export const VITALS_ENDPOINT = "/api/vitals";
export const VITAL_NAMES = Object.keys(VITALS) as VitalName[];

/** The bucket a plausible value falls in; undefined for a value no browser measures (negative, not finite, past the last bound). */
export function bucketOf(name: VitalName, value: unknown): number | undefined {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) return undefined;
  const index = VITALS[name].bounds.findIndex((bound) => value <= bound);
  return index === -1 ? undefined : index;
}

/** The upper bound of a bucket. */
function boundOf(name: VitalName, bucket: number): number {
  const bounds: readonly number[] = VITALS[name].bounds;
  return bounds[Math.min(Math.max(bucket, 0), bounds.length - 1)] ?? 0;
}

/** Where a value stands against Google's thresholds. */
export function ratingOf(name: VitalName, value: number): "good" | "needs improvement" | "poor" {
  const { good, poor } = VITALS[name];
  return value <= good ? "good" : value <= poor ? "needs improvement" : "poor";
}

/** p75 (the upper bound of the bucket holding the 75th percentile) and the share of good values, from bucket counts. */
export function summariseBuckets(name: VitalName, counts: ReadonlyMap<number, number>): { count: number; p75: number; good: number } {
  const buckets = [...counts.entries()].sort(([a], [b]) => a - b);
  const count = buckets.reduce((sum, [, n]) => sum + n, 0);
  if (count === 0) return { count: 0, p75: 0, good: 0 };
  let seen = 0;
  let p75 = 0;
  for (const [bucket, n] of buckets) {
    seen += n;
    if (seen >= 0.75 * count) {
      p75 = boundOf(name, bucket);
      break;
    }
  }
  const good = buckets.filter(([bucket]) => boundOf(name, bucket) <= VITALS[name].good).reduce((sum, [, n]) => sum + n, 0);
  return { count, p75, good: good / count };
}
