/**
 * Field vitals from real visits: the `web-vitals` code is a chunk of its own, asked
 * for only when the page's scripts run (after the visitor's first interaction, docs/hydration.md) and the
 * browser is idle, so it is never in Lighthouse's window or the first-load JavaScript. Nothing is stored
 * in the browser; a visitor who sends DNT or Global Privacy Control sends no vitals.
 */
export function startFieldVitals(): void {
  if (typeof window === "undefined" || !("sendBeacon" in navigator)) return;
  const privacy = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (privacy.globalPrivacyControl === true || navigator.doNotTrack === "1") return;
  const load = () => void import("./vitals-beacon.ts").then((beacon) => beacon.sendVitalsWhenHidden(location.pathname));
  if ("requestIdleCallback" in window) requestIdleCallback(load, { timeout: 5_000 });
  else setTimeout(load, 2_000);
}
