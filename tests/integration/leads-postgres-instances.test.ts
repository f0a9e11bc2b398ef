/**
 * Several production servers sharing one PostgreSQL outbox:
 * both accept and forward leads at once without sending one twice; a `kill -9` of one of them under
 * load loses no acknowledged lead (its lead in flight comes back when its lease runs out: 18 s, as the
 * attempt time-out is shortened to 3 s here); and a visitor's POST budget is shared, not multiplied by the instances.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPLY, startFakeProvider } from "../fixtures/fake-provider.ts";
import type { FakeProvider } from "../fixtures/fake-provider.ts";
import { startPostgres } from "../fixtures/postgres-server.ts";
import type { PostgresServer } from "../fixtures/postgres-server.ts";
import { startProductionServer } from "../fixtures/production-server.ts";
import type { ProductionServer } from "../fixtures/production-server.ts";
import { postNewsletterLead } from "../fixtures/post-newsletter-lead.ts";

const PORTS = { a: 4130, b: 4131, limitedA: 4132, limitedB: 4133 };

let postgres: PostgresServer;
let fake: FakeProvider;
const servers: ProductionServer[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
  fake = await startFakeProvider([REPLY.created]);
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill9()));
  await fake.close();
  await postgres.stop();
});

async function start(port: number, leadsDb: string, env: Record<string, string> = {}): Promise<ProductionServer> {
  const server = await startProductionServer({
    port,
    env: {
      LEADS_DB: leadsDb,
      BREVO_API_KEY: "test-key",
      BREVO_API_URL: fake.url,
      LEAD_SENDER: "hello@dallas-it.example",
      RATE_LIMIT_POSTS: "100000",
      LEAD_RETRY_BASE_MS: "100",
      LEAD_ATTEMPT_TIMEOUT_MS: "3000",
      ...env,
    },
  });
  servers.push(server);
  return server;
}

async function statuses(url: string): Promise<Map<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; status: string }>("SELECT id, status FROM leads");
    return new Map(rows.map((row) => [row.id, row.status]));
  } finally {
    await client.end();
  }
}

describe("two instances on one PostgreSQL outbox", () => {
  it("forward together, survive a kill -9 of one under load, and deliver every acknowledged lead once", { timeout: 150_000 }, async () => {
    const url = await postgres.createDatabase("instances");
    const a = await start(PORTS.a, url);
    const b = await start(PORTS.b, url);
    const acknowledged = new Map<string, string>();
    const send = async (server: ProductionServer, email: string) => {
      const id = await postNewsletterLead(server.base, email);
      if (id) acknowledged.set(id, email);
    };

    // Both instances take leads and forward them at the same time.
    await Promise.all(Array.from({ length: 40 }, (_, i) => send(i % 2 ? b : a, `both-${i}@example.com`)));
    await expect.poll(() => fake.deliveredEmails().size, { timeout: 20_000 }).toBe(40);

    // The provider hangs, so each instance has an attempt in flight; then A dies mid-load.
    fake.setReplies([REPLY.hang]);
    const load = Array.from({ length: 40 }, (_, i) => send(i % 2 ? b : a, `load-${i}@example.com`));
    await expect.poll(() => acknowledged.size, { timeout: 20_000 }).toBeGreaterThanOrEqual(60);
    await a.kill9();
    await Promise.all(load);
    for (let i = 0; i < 10; i++) await send(b, `after-${i}@example.com`);

    fake.setReplies([REPLY.created]);
    await expect
      .poll(
        async () => {
          const status = await statuses(url);
          return [...acknowledged.keys()].filter((id) => status.get(id) !== "delivered").length;
        },
        { timeout: 120_000, interval: 1_000 },
      )
      .toBe(0);
    expect(await b.stop()).toBe(0);

    const delivered = fake.deliveredEmails();
    for (const email of acknowledged.values()) expect(delivered.get(email), email).toBe(1);
  });

  it("share one POST budget per visitor", { timeout: 60_000 }, async () => {
    const url = await postgres.createDatabase("limits");
    const a = await start(PORTS.limitedA, url, { RATE_LIMIT_POSTS: "4" });
    const b = await start(PORTS.limitedB, url, { RATE_LIMIT_POSTS: "4" });
    const answers: number[] = [];
    for (const [index, server] of [a, b, a, b, a, b].entries()) {
      const response = await fetch(`${server.base}/api/leads`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ kind: "newsletter", fields: { email: `limit-${index}@example.com` } }),
      });
      answers.push(response.status);
    }
    expect(answers).toEqual([201, 201, 201, 201, 429, 429]);
  });
});
