/**
 * The site-wide budget of AI calls: at most `perMinute` started in any sliding minute and at most
 * `inFlight` at once, whoever asks. Per-client limits
 * alone would let many clients, or one with many addresses, spend the AI bill.
 */
export interface AiBudget {
  /** A release function when a call may start now; otherwise the seconds until one may. */
  acquire(): { release: () => void } | { retryAfterSeconds: number };
}

export function createAiBudget({
  perMinute,
  inFlight,
  now = Date.now,
}: {
  perMinute: number;
  inFlight: number;
  now?: () => number;
}): AiBudget {
  const started: number[] = [];
  let running = 0;
  return {
    acquire() {
      const at = now();
      while (started.length > 0 && (started[0] ?? 0) <= at - 60_000) started.shift();
      if (started.length >= perMinute) return { retryAfterSeconds: Math.max(1, Math.ceil(((started[0] ?? at) + 60_000 - at) / 1000)) };
      // Calls in flight end within the AI time-out; a few seconds is an honest guess.
      if (running >= inFlight) return { retryAfterSeconds: 5 };
      started.push(at);
      running++;
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          running--;
        },
      };
    },
  };
}
