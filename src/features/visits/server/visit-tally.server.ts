import { createHash, randomBytes } from "node:crypto";
import { bucketOf, type VitalName } from "../vital-scale.ts";
import type { PageView } from "./page-view.server.ts";
import type { CountBatch, Dimension, VisitLedger, VitalBatch } from "./visit-ledger.server.ts";

/** One field vital, checked: its route template, device class and value. */
export interface VitalReading {
  at: number;
  template: string;
  device: string;
  metric: VitalName;
  value: number;
}

export interface VisitTallyOptions {
  ledger: VisitLedger;
  /** The site's origin (SITE_URL): part of the visitor hash, so two sites on one store never share a visitor. */
  site: string;
  /** The site's time zone (site.yaml): a day is a day there. */
  timeZone: string;
  /** Months of counts kept (site.yaml's visits.retentionMonths). */
  retentionMonths: number;
  now?: () => number;
  flushEveryMs?: number;
  /** Views held in memory at most; past it a flush starts, and past twice it views are dropped (and counted). */
  maxPending?: number;
  onFlush?: (outcome: "stored" | "failed", views: number) => void;
  onDrop?: (views: number) => void;
  log?: (line: string) => void;
}

export interface VisitTally {
  record(view: PageView): void;
  recordVital(reading: VitalReading): void;
  /** Writes what is held now; resolves once it is stored (or failed and was logged). */
  flush(): Promise<void>;
  start(): void;
  /** Stops the timer and writes what is held. */
  stop(): Promise<void>;
}

/** The day of `at` in `timeZone`, as YYYY-MM-DD. */
export function dayIn(timeZone: string): (at: number) => string {
  const format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  return (at) => format.format(at);
}

/** The first day kept: `months` before `day`. */
export function retentionStart(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const start = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastOfMonth = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
  start.setUTCDate(Math.min(date, lastOfMonth));
  return start.toISOString().slice(0, 10);
}

function hash(...parts: string[]): string {
  return createHash("sha256").update(parts.join("\0")).digest("base64url").slice(0, 22);
}

/**
 * The dimensions a view is counted in. Every view: the site, its page and its device class; a landing
 * also its landing page, its source (the campaign's source, else the referring host, else "(direct)",
 * as a lead's source is read), its referring host and its campaign when it has them.
 */
export function dimensionsOf(view: PageView): [Dimension, string][] {
  const dimensions: [Dimension, string][] = [
    ["site", ""],
    ["page", view.page],
    ["device", view.device],
  ];
  if (!view.landing) return dimensions;
  dimensions.push(["landing", view.page], ["source", view.source || view.referrer || "(direct)"]);
  if (view.referrer) dimensions.push(["referrer", view.referrer]);
  if (view.campaign) dimensions.push(["campaign", view.campaign]);
  return dimensions;
}

/**
 * Counting that never slows a page (docs/decisions/0531): a view is pushed onto a bounded list in
 * memory; every few seconds, and on shutdown, the list is folded into one row per day and dimension
 * value and written in one transaction. The visitor hash (the day's salt, the site, the address, the
 * user agent) is made at the flush; what reaches the store is a hash of it per dimension value, kept
 * only for the day, so a visitor is counted once a day per page, source and campaign.
 */
export function createVisitTally(options: VisitTallyOptions): VisitTally {
  const now = options.now ?? Date.now;
  const maxPending = options.maxPending ?? 10_000;
  const dayOf = dayIn(options.timeZone);
  let pending: PageView[] = [];
  let vitals = new Map<string, VitalBatch & { day: string }>();
  let salt: { day: string; value: string } | undefined;
  let retainedFrom = "";
  let flushing: Promise<void> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;

  async function saltOf(day: string): Promise<string> {
    if (salt?.day !== day) salt = { day, value: await options.ledger.saltFor(day, () => randomBytes(32).toString("base64url")) };
    return salt.value;
  }

  async function write(views: PageView[], readings: (VitalBatch & { day: string })[]): Promise<void> {
    const days = new Set([...views.map((view) => dayOf(view.at)), ...readings.map((reading) => reading.day)]);
    for (const day of [...days].sort()) {
      // A view of a day already over is counted only while this instance still holds that day's salt
      // (the seconds around midnight); otherwise its visitor can no longer be told apart, and it is dropped.
      const current = day === dayOf(now()) || salt?.day === day;
      const dayViews = current ? views.filter((view) => dayOf(view.at) === day) : [];
      const counts = new Map<string, CountBatch & { visitors: Set<string> }>();
      if (dayViews.length) {
        const daySalt = await saltOf(day);
        // A visitor's repeated views in one flush are hashed and written once: the store sees distinct keys only.
        const visitors = new Map<string, string>();
        for (const view of dayViews) {
          const who = `${view.address}\0${view.userAgent}`;
          let visitor = visitors.get(who);
          if (visitor === undefined) visitors.set(who, (visitor = hash(daySalt, options.site, view.address, view.userAgent)));
          for (const [dimension, value] of dimensionsOf(view)) {
            const key = `${dimension}\0${value}`;
            let batch = counts.get(key);
            if (!batch) counts.set(key, (batch = { dimension, value, views: 0, seen: [], visitors: new Set() }));
            batch.views++;
            if (batch.visitors.has(visitor)) continue;
            batch.visitors.add(visitor);
            batch.seen.push(hash(visitor, dimension, value));
          }
        }
      }
      const dayVitals = readings.filter((reading) => reading.day === day).map(({ day: _day, ...batch }) => batch);
      const batches = [...counts.values()].map(({ visitors: _visitors, ...batch }) => batch);
      if (batches.length || dayVitals.length) await options.ledger.add(day, batches, dayVitals);
    }
    const today = dayOf(now());
    if (retainedFrom !== today) {
      await options.ledger.forgetBefore(retentionStart(today, options.retentionMonths));
      // Asking for today's salt deletes the earlier days' salts and keys, even on a day without visits yet.
      await saltOf(today);
      retainedFrom = today;
    }
  }

  async function flushOnce(): Promise<void> {
    const views = pending;
    const readings = [...vitals.values()];
    pending = [];
    vitals = new Map();
    try {
      await write(views, readings);
      options.onFlush?.("stored", views.length);
    } catch (error) {
      options.onFlush?.("failed", views.length);
      options.log?.(`[visits] ${views.length} views could not be stored: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  function flush(): Promise<void> {
    flushing ??= flushOnce().finally(() => (flushing = undefined));
    return flushing;
  }

  return {
    record(view) {
      if (pending.length >= 2 * maxPending) return options.onDrop?.(1);
      pending.push(view);
      if (pending.length === maxPending) void flush();
    },
    recordVital(reading) {
      const bucket = bucketOf(reading.metric, reading.value);
      if (bucket === undefined) return;
      const day = dayOf(reading.at);
      const key = [day, reading.template, reading.device, reading.metric, bucket].join("\0");
      const batch = vitals.get(key) ?? {
        day,
        template: reading.template,
        device: reading.device,
        metric: reading.metric,
        bucket,
        count: 0,
      };
      batch.count++;
      // Bounded by templates × devices × vitals × buckets: the endpoint takes only the site's own templates.
      vitals.set(key, batch);
    },
    flush: async () => {
      await flushing;
      await flush();
    },
    start() {
      timer ??= setInterval(() => void flush(), options.flushEveryMs ?? 10_000);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await flushing;
      await flush();
    },
  };
}
