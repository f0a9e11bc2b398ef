import { LATENCY_CONTROLS, LATENCY_STATES, measureLatency, notMeasured } from "../../bench/parts/interaction-latency.ts";
import { test } from "./fixtures.ts";

/**
 * Every control answers a tap on a phone-speed CPU (4x slower), before, during and after hydration: the tap is
 * an in-page interaction on a control that is shown and not covered, and the page is in the state named at the
 * tap (measureLatency throws otherwise). How long the answer takes (the interaction's longest Event Timing
 * entry, as INP reads it) is a figure, not a bound: `npm run bench -- --parts latency` reports it against the
 * 100 ms goal, and each reading here is attached to its test as an annotation. It runs
 * after the other journeys (its own project), one reading at a time.
 */

// One reading at a time: two pages slowed 4x on two cores would time each other.
test.describe.configure({ mode: "serial" });

for (const control of LATENCY_CONTROLS)
  for (const state of LATENCY_STATES) {
    if (notMeasured(control, state)) continue;
    test(`${control.name}, ${state}: answered as an in-page interaction, and timed`, async ({ browser, baseURL }, testInfo) => {
      const latency = await measureLatency(browser, baseURL ?? "", control, state);
      testInfo.annotations.push({ type: "latency", description: `${control.name} (${state}): ${latency} ms` });
    });
  }
