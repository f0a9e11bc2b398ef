import {
  LATENCY_CONTROLS,
  LATENCY_STATES,
  measureLatency,
  MissedState,
  notMeasured,
  PHONE_CPU_SLOWDOWN,
} from "../../bench/parts/interaction-latency.ts";
import { test } from "./fixtures.ts";

/**
 * Every control answers a tap on a phone-speed CPU (4x slower), before, during and after hydration: the tap is
 * an in-page interaction on a control that is shown and not covered, and the page is in the state named at the
 * tap (measureLatency throws otherwise). How long the answer takes (the interaction's longest Event Timing
 * entry, as INP reads it) is a figure, not a bound: `npm run bench -- --parts latency` reports it against the
 * 100 ms goal on a quiet machine, one reading at a time, at phone speed. Here the tests run beside the other
 * journeys, so the reading attached to each test as an annotation is taken under their load and says little;
 * and only the tap during hydration runs at phone speed, which widens the race it must win: before hydration
 * and once hydrated the state is forced, and a slowed CPU would only double the test's cost.
 */

/**
 * How many fresh pages may be tried to find the page in the state named: a tap meant for "during hydration"
 * can come after React has finished (it did once beside the other journeys), as in first-input.spec.ts.
 */
const STATE_ATTEMPTS = 3;

for (const control of LATENCY_CONTROLS)
  for (const state of LATENCY_STATES) {
    if (notMeasured(control, state)) continue;
    test(`${control.name}, ${state}: answered as an in-page interaction, and timed`, async ({ browser, baseURL }, testInfo) => {
      const slowdown = state === "during hydration" ? PHONE_CPU_SLOWDOWN : 1;
      let latency: number | undefined;
      for (let attempt = 1; latency === undefined; attempt++)
        try {
          latency = await measureLatency(browser, baseURL ?? "", control, state, slowdown);
        } catch (error) {
          if (!(error instanceof MissedState) || attempt === STATE_ATTEMPTS) throw error;
        }
      testInfo.annotations.push({ type: "latency", description: `${control.name} (${state}, CPU ${slowdown}x slower): ${latency} ms` });
    });
  }
