import { onCLS, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { VITALS_ENDPOINT } from "./vital-scale.ts";

/**
 * Collects LCP, INP, CLS and TTFB of the page the visit landed on and sends them in one beacon when the
 * page is hidden (the visitor leaves, switches tab or closes it): the moment web-vitals reports INP and
 * CLS as final. A later hide sends only what changed since.
 */
export function sendVitalsWhenHidden(path: string): void {
  const values: Record<string, number> = {};
  let changed = false;
  const keep = (metric: Metric) => {
    values[metric.name] = metric.name === "CLS" ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value);
    changed = true;
  };
  // Every change is kept as it comes, so the values are current whichever hidden listener runs first.
  const options = { reportAllChanges: true };
  onLCP(keep, options);
  onINP(keep, options);
  onCLS(keep, options);
  onTTFB(keep, options);
  const send = () => {
    if (!changed) return;
    changed = false;
    navigator.sendBeacon(VITALS_ENDPOINT, JSON.stringify({ path, ...values }));
  };
  addEventListener("visibilitychange", () => document.visibilityState === "hidden" && send(), { capture: true });
  // Some browsers unload a page without a visibilitychange first.
  addEventListener("pagehide", send, { capture: true });
}
