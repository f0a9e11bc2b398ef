/**
 * The loop both outboxes share (leads; meetings, 0473): a pass over what is due on a
 * timer and on request, never two passes at once (a request during a pass runs one more after it), a store
 * error logged without ending the loop, and a stop that waits for the pass in flight.
 */
export interface OutboxLoop {
  /** Runs a pass now (work left from before a restart resumes), then polls. */
  start(): void;
  /** Stops polling and waits for the pass in flight. */
  stop(): Promise<void>;
  /** Asks for a pass soon, e.g. right after new work was stored. */
  nudge(): void;
  /** One full pass; resolves when it is done (tests drive the clock with it). */
  runOnce(): Promise<void>;
}

export interface OutboxLoopOptions {
  /** Works through what is due; `stopping()` says when to leave off between items. */
  pass: (stopping: () => boolean) => Promise<void>;
  pollIntervalMs: number;
  /** Called with a pass's error; the loop goes on, and a lease brings the item back later. */
  onError: (error: unknown) => void;
}

export function createOutboxLoop({ pass, pollIntervalMs, onError }: OutboxLoopOptions): OutboxLoop {
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopping = false;
  const isStopping = () => stopping;

  async function drain(): Promise<void> {
    do {
      again = false;
      try {
        await pass(isStopping);
      } catch (error) {
        onError(error);
      }
    } while (again && !stopping);
  }

  function kick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = drain().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    start() {
      stopping = false;
      if (timer) return;
      timer = setInterval(() => void kick(), pollIntervalMs);
      // The poll must never be what keeps the process alive.
      timer.unref();
      void kick();
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
    nudge() {
      if (timer && !stopping) void kick();
    },
    runOnce: () => kick(),
  };
}
