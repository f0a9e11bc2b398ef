import { Counter, type Registry } from "prom-client";

/** The visit counters on /metrics, in the server's registry: operators' own dashboards read them. */
export function createVisitMetrics(registry: Registry) {
  const registers = [registry];
  return {
    views: new Counter({
      name: "visits_page_views_total",
      help: "Page views counted, by device class (prerendered and rendered pages; no bots, previews or DNT/Sec-GPC requests).",
      labelNames: ["device"] as const,
      registers,
    }),
    skipped: new Counter({
      name: "visits_not_counted_total",
      help: "Page requests not counted, by reason: bot, opt-out (DNT or Sec-GPC), preview (prefetch, prerender).",
      labelNames: ["reason"] as const,
      registers,
    }),
    flushes: new Counter({
      name: "visits_flushes_total",
      help: "Writes of the views held in memory to the store, by outcome: stored, failed (those views are lost).",
      labelNames: ["outcome"] as const,
      registers,
    }),
    dropped: new Counter({ name: "visits_dropped_total", help: "Views dropped because too many waited in memory.", registers }),
    vitals: new Counter({
      name: "vitals_beacons_total",
      help: "Field-vitals beacons by outcome: stored, invalid (implausible or unknown page), limited (rate limit), ignored (bot or opt-out).",
      labelNames: ["outcome"] as const,
      registers,
    }),
  };
}

export type VisitMetrics = ReturnType<typeof createVisitMetrics>;
