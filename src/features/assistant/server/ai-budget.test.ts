import { describe, expect, it } from "vitest";
import { createAiBudget } from "./ai-budget.server.ts";

describe("createAiBudget", () => {
  it("allows at most perMinute calls in any sliding minute", () => {
    let now = 0;
    const budget = createAiBudget({ perMinute: 3, inFlight: 10, now: () => now });
    for (let n = 0; n < 3; n++) {
      const slot = budget.acquire();
      expect("release" in slot).toBe(true);
      if ("release" in slot) slot.release();
      now += 10_000;
    }
    expect(budget.acquire()).toEqual({ retryAfterSeconds: 30 });
    now = 60_001;
    expect("release" in budget.acquire()).toBe(true);
  });

  it("allows at most inFlight calls at once, and a released slot is free again", () => {
    const budget = createAiBudget({ perMinute: 100, inFlight: 2 });
    const first = budget.acquire();
    const second = budget.acquire();
    expect("retryAfterSeconds" in budget.acquire()).toBe(true);
    if ("release" in first) {
      first.release();
      first.release(); // twice is once
    }
    expect("release" in budget.acquire()).toBe(true);
    expect("retryAfterSeconds" in budget.acquire()).toBe(true);
    expect("release" in second).toBe(true);
  });
});
