import { LATENCY_CONTROLS, LATENCY_STATES, measureLatency, notMeasured } from "../../scripts/bench/interaction-latency.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Every control answers a tap in time, on a phone-speed CPU (4x slower), before, during and after hydration: the
 * interaction's longest Event Timing entry, as INP reads it. The goal is 100 ms and `npm run bench` reports
 * the figures; this test holds a ceiling four times that, so a large regression fails the suite while a
 * busy machine does not (docs/decisions/0320). A load on the machine only ever slows a reading, so a slow
 * one is measured up to twice more and the fastest kept. It runs after the other journeys (its own project),
 * one reading at a time.
 */
const CEILING_MS = 400;

// One reading at a time: two pages slowed 4x on two cores would time each other.
test.describe.configure({ mode: "serial" });

for (const control of LATENCY_CONTROLS)
  for (const state of LATENCY_STATES) {
    if (notMeasured(control, state)) continue;
    test(`${control.name}, ${state}: answered within ${CEILING_MS} ms`, async ({ browser, baseURL }) => {
      const measure = () => measureLatency(browser, baseURL ?? "", control, state);
      let latency = await measure();
      for (let retry = 0; retry < 2 && latency > CEILING_MS; retry++) latency = Math.min(latency, await measure());
      expect(latency, `${control.name} (${state}) took ${latency} ms`).toBeLessThanOrEqual(CEILING_MS);
    });
  }
