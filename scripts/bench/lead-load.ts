/** A bounded load run of POST /api/leads: a fixed number of requests at a fixed concurrency, then it stops. */
export interface LoadFigures {
  requests: number;
  concurrency: number;
  seconds: number;
  perSecond: number;
  p50ms: number;
  p95ms: number;
  p99ms: number;
  statuses: Record<string, number>;
}

export async function leadLoad(baseUrl: string, requests = 500, concurrency = 10): Promise<LoadFigures> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < requests) {
      const index = next++;
      const begin = performance.now();
      const response = await fetch(`${baseUrl}/api/leads`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ kind: "newsletter", fields: { email: `load-${index}@example.com` }, idempotencyKey: `bench-${Date.now()}-${index}` }),
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - begin);
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0) * 10) / 10;
  return { requests, concurrency, seconds: Math.round(seconds * 100) / 100, perSecond: Math.round(requests / seconds), p50ms: at(0.5), p95ms: at(0.95), p99ms: at(0.99), statuses };
}
