/**
 * SIGTERM, as a platform sends when it replaces an instance, for each lead store: the server stops
 * accepting connections, finishes the request in flight, lets the forwarding attempt in flight finish
 * and record its answer, closes the store and exits 0.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openLeadStore } from "../../src/features/leads/server/open-lead-store.server.ts";
import { startFakeProvider } from "../fixtures/fake-provider.ts";
import type { FakeProvider } from "../fixtures/fake-provider.ts";
import { startPostgres } from "../fixtures/postgres-server.ts";
import type { PostgresServer } from "../fixtures/postgres-server.ts";
import { startProductionServer } from "../fixtures/production-server.ts";

let postgres: PostgresServer;
let fake: FakeProvider;
let dir: string;

beforeAll(async () => {
  postgres = await startPostgres();
  // Every send takes 1.5 s, so the forwarder is mid-attempt when the signal comes.
  fake = await startFakeProvider([{ status: 201, body: { id: 1 }, delayMs: 1_500 }]);
  dir = mkdtempSync(join(tmpdir(), "graceful-"));
}, 60_000);

afterAll(async () => {
  await fake.close();
  await postgres.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Starts a lead POST whose body arrives in two halves; `finish()` sends the rest and resolves to the status. */
function slowPost(base: string, email: string): { finish: () => Promise<number> } {
  const body = JSON.stringify({ kind: "newsletter", fields: { email } });
  let pending = () => {};
  const status = new Promise<number>((resolve, reject) => {
    const outgoing = request(`${base}/api/leads`, {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
    });
    outgoing.on("response", (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on("error", reject);
    outgoing.write(body.slice(0, 10));
    pending = () => outgoing.end(body.slice(10));
  });
  return {
    finish: async () => {
      pending();
      return status;
    },
  };
}

const stores: [string, () => Promise<string>, number][] = [
  ["SQLite", async () => join(dir, "leads.db"), 4134],
  ["PostgreSQL", () => postgres.createDatabase("graceful"), 4135],
];

describe.each(stores)("SIGTERM with the %s store", (_name, location, port) => {
  it("finishes what is in flight, records the delivery and exits 0", { timeout: 60_000 }, async () => {
    const leadsDb = await location();
    const server = await startProductionServer({
      port,
      env: { LEADS_DB: leadsDb, BREVO_API_KEY: "test-key", BREVO_API_URL: fake.url, LEAD_SENDER: "hello@dallas-it.example" },
    });
    const sent = fake.requests.length;
    const first = await fetch(`${server.base}/api/leads`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ kind: "newsletter", fields: { email: `forwarding-${port}@example.com` } }),
    });
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    // The forwarder is now waiting on the provider, and a visitor is halfway through a submission.
    await expect.poll(() => fake.requests.length, { timeout: 10_000 }).toBe(sent + 1);
    const visitor = slowPost(server.base, `in-flight-${port}@example.com`);
    await new Promise((resolve) => setTimeout(resolve, 200));

    server.terminate();
    await expect.poll(() => server.output(), { timeout: 5_000 }).toContain("Stopping");
    // No new connections once stopping.
    await expect(fetch(`${server.base}/healthz`, { signal: AbortSignal.timeout(2_000) })).rejects.toThrow();
    expect(await visitor.finish()).toBe(201);
    expect(await server.exited).toBe(0);

    const store = await openLeadStore(leadsDb);
    try {
      expect(await store.get(id)).toMatchObject({ status: "delivered", attempts: 1, providerStatus: 201 });
      const leads = await store.list();
      expect(leads.map((lead) => lead.fields)).toContainEqual({ email: `in-flight-${port}@example.com` });
    } finally {
      await store.close();
    }
  });
});
