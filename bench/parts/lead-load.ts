/** A bounded load run of POST /api/leads: a fixed number of requests at a fixed concurrency, then it stops. */
export interface LoadFigures {
  requests: number;
  concurrency: number;
  seconds: number;
  perSecond: number;
  p50ms: number;
  p95ms: number;
  p99ms: number;
  /** Answers by HTTP status; "error" counts requests that got no answer (time-out, reset). */
  statuses: Record<string, number>;
}

/** One acknowledged lead: the id the server answered and the unique address it was sent with. */
export type Acknowledgement = { id: string; email: string };

/**
 * `target` is the server's base URL, or a function choosing one per request (several instances behind
 * a balancer; it may stop choosing one that died).
 */
export async function leadLoad(
  target: string | ((index: number) => string),
  requests = 500,
  concurrency = 10,
  onAcknowledged?: (ack: Acknowledgement) => void,
): Promise<LoadFigures> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const run = Date.now();
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < requests) {
      const index = next++;
      const email = `load-${index}@example.com`;
      const baseUrl = typeof target === "string" ? target : target(index);
      const begin = performance.now();
      let status = "error";
      try {
        const response = await fetch(`${baseUrl}/api/leads`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ kind: "newsletter", fields: { email }, idempotencyKey: `bench-${run}-${index}` }),
          signal: AbortSignal.timeout(10_000),
        });
        const text = await response.text();
        status = String(response.status);
        if (response.status === 201 && onAcknowledged) onAcknowledged({ id: (JSON.parse(text) as { id: string }).id, email });
      } catch {
        // No answer is a result too: it is counted, and the run goes on.
      }
      latencies.push(performance.now() - begin);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0) * 10) / 10;
  return {
    requests,
    concurrency,
    seconds: Math.round(seconds * 100) / 100,
    perSecond: Math.round(requests / seconds),
    p50ms: at(0.5),
    p95ms: at(0.95),
    p99ms: at(0.99),
    statuses,
  };
}
