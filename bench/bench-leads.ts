/**
 * npm run bench:leads [-- --requests 5000 --concurrency 20 --failure-ratio 0.2 --drain-seconds 120 --build]
 *                     [--postgres] [--instances N] [--kill-one]
 * Bounded load run of the whole lead path: the production server on 127.0.0.1 (temp LEADS_DB) takes
 * the submissions and forwards them to an in-process fake provider that fails a share of requests
 * with 500 and answers the rest 201 after a short delay. Once every acknowledged lead is delivered
 * (or the drain time is up) it prints throughput, latency, and the acknowledged and delivered
 * counts, writes bench-results/leads.md, and exits 1 unless the counts are equal.
 * --postgres puts the outbox in a throwaway PostgreSQL server; --instances N runs N servers on it,
 * taking requests in turn; --kill-one sends `kill -9` to the first one halfway through the load (its
 * requests then go to the others, as a balancer would send them).
 */
import { execSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { REPLY, failureRatio, startFakeProvider } from "../tests/fixtures/fake-provider.ts";
import { startPostgres } from "../tests/fixtures/postgres-server.ts";
import { hasProductionBuild, startProductionServer } from "../tests/fixtures/production-server.ts";
import type { ProductionServer } from "../tests/fixtures/production-server.ts";
import { openLeadStore } from "../src/features/leads/server/index.server.ts";
import { leadLoad } from "./parts/lead-load.ts";
import type { Acknowledgement } from "./parts/lead-load.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "5000" },
    concurrency: { type: "string", default: "20" },
    "failure-ratio": { type: "string", default: "0.2" },
    "provider-delay-ms": { type: "string", default: "5" },
    "retry-base-ms": { type: "string", default: "200" },
    "drain-seconds": { type: "string", default: "120" },
    port: { type: "string", default: "4150" },
    "provider-port": { type: "string", default: "4149" },
    build: { type: "boolean", default: false },
    postgres: { type: "boolean", default: false },
    instances: { type: "string", default: "1" },
    "kill-one": { type: "boolean", default: false },
  },
});
const requests = Number(values.requests);
const concurrency = Number(values.concurrency);
const failure = Number(values["failure-ratio"]);
const delayMs = Number(values["provider-delay-ms"]);
const drainMs = Number(values["drain-seconds"]) * 1000;
const instances = Number(values.instances);
const killOne = values["kill-one"];
if (!Number.isInteger(instances) || instances < 1) throw new Error("--instances must be a whole number of 1 or more.");
if (killOne && instances < 2) throw new Error("--kill-one needs --instances 2 or more: someone has to deliver the leads.");

if (values.build || !hasProductionBuild())
  execSync("npm run build", { cwd: root, stdio: "inherit", env: { ...process.env, ALLOW_LOCALHOST_SITE_URL: "1" } });

const dir = mkdtempSync(join(tmpdir(), "bench-leads-"));
const postgres = values.postgres ? await startPostgres() : undefined;
const db = postgres ? await postgres.createDatabase("bench") : join(dir, "leads.db");
const provider = await startFakeProvider(
  failureRatio(failure, { failure: REPLY.serverError, success: { ...REPLY.created, delayMs }, seed: 20_24 }),
  {
    port: Number(values["provider-port"]),
  },
);
const servers: ProductionServer[] = [];
for (let index = 0; index < instances; index++) servers.push(await startServer(Number(values.port) + index));

function startServer(port: number): Promise<ProductionServer> {
  return startProductionServer({
    port,
    env: {
      LEADS_DB: db,
      BREVO_API_KEY: "bench-key",
      BREVO_API_URL: provider.url,
      LEAD_SENDER: "hello@dallas-it.example",
      RATE_LIMIT_POSTS: "1000000",
      // Retries after a 500 come back within a second, not after the production 30 s ceiling.
      LEAD_RETRY_BASE_MS: values["retry-base-ms"],
    },
  });
}

const succeeded = await measure().finally(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await provider.close();
  await postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});
process.exit(succeeded ? 0 : 1);

/** The load run and the drain; true when every submission was acknowledged and every acknowledged lead delivered. */
async function measure(): Promise<boolean> {
  console.log(
    `Sending ${requests} leads at ${concurrency} concurrent connections to ${servers.map((server) => server.base).join(", ")} (provider fails ${failure * 100}% with 500)...`,
  );
  const acknowledged = new Map<string, string>();
  const alive = [...servers];
  let killed: ProductionServer | undefined;
  const target = (index: number) => {
    if (killOne && !killed && index >= requests / 2) {
      killed = alive.shift();
      void killed?.kill9();
      console.log(`kill -9 of ${killed?.base} after ${index} requests.`);
    }
    return alive[index % alive.length]?.base ?? "";
  };
  const load = await leadLoad(target, requests, concurrency, ({ id, email }: Acknowledgement) => acknowledged.set(id, email));

  console.log(`Waiting up to ${drainMs / 1000} s for every acknowledged lead to be delivered...`);
  const drainStarted = performance.now();
  let counts = await deliveredCounts(acknowledged);
  while ((counts.provider < acknowledged.size || counts.store < acknowledged.size) && performance.now() - drainStarted < drainMs) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    counts = await deliveredCounts(acknowledged);
  }
  const drainSeconds = (performance.now() - drainStarted) / 1000;
  const drained = counts.provider === acknowledged.size && counts.store === acknowledged.size;

  const answers = provider.requests.map((request) => (typeof request.reply === "object" ? String(request.reply.status) : request.reply));
  const byAnswer = Object.fromEntries([...new Set(answers)].sort().map((answer) => [answer, answers.filter((a) => a === answer).length]));
  const repeated = [...provider.deliveredEmails().values()].filter((times) => times > 1).length;
  const report = [
    `# Lead pipeline benchmark (${new Date().toISOString().slice(0, 19)}Z)`,
    "",
    `${instances} production server${instances > 1 ? "s" : ""} on 127.0.0.1${killOne ? " (the first killed with kill -9 halfway through the load)" : ""}, ${postgres ? "one shared PostgreSQL outbox (throwaway local server)" : "SQLite outbox (WAL, synchronous=FULL) in a temp file"}; fake provider in process, failing ${failure * 100}% of requests with 500 and answering the rest 201 after ${delayMs} ms; LEAD_RETRY_BASE_MS=${values["retry-base-ms"]}.`,
    "",
    "| measure | value |",
    "|---|---|",
    `| submissions | ${load.requests} at ${load.concurrency} concurrent connections |`,
    `| answers | ${JSON.stringify(load.statuses)} |`,
    `| throughput | ${load.perSecond} submissions/s (${load.seconds} s) |`,
    `| latency | p50 ${load.p50ms} ms, p95 ${load.p95ms} ms, p99 ${load.p99ms} ms |`,
    `| provider requests | ${provider.requests.length}: ${JSON.stringify(byAnswer)} |`,
    `| drain | ${drainSeconds.toFixed(1)} s after the last answer${drained ? "" : " (timed out)"} |`,
    `| **acknowledged** | **${acknowledged.size}** |`,
    `| **delivered** | **${counts.provider}** at the provider (unique lead emails), **${counts.store}** in the store (status delivered); ${repeated} delivered more than once |`,
    "",
    passed(drained, load.statuses["201"] ?? 0)
      ? "PASS: every acknowledged lead was delivered."
      : "FAIL: acknowledged and delivered counts differ, or some submissions were not acknowledged.",
    "",
  ].join("\n");
  console.log(`\n${report}`);
  mkdirSync(join(root, "bench-results"), { recursive: true });
  writeFileSync(join(root, "bench-results/leads.md"), report);
  return passed(drained, load.statuses["201"] ?? 0);
}

/** With a kill, requests caught in the dying instance go unanswered; what was acknowledged must still arrive. */
function passed(drained: boolean, acknowledgedAnswers: number): boolean {
  return drained && (killOne || acknowledgedAnswers === requests);
}

/** How many acknowledged leads were delivered, counted at the provider (by email) and in the outbox (by id). */
async function deliveredCounts(acknowledged: Map<string, string>): Promise<{ provider: number; store: number }> {
  const emails = provider.deliveredEmails();
  const store = await openLeadStore(db);
  try {
    const delivered = new Set((await store.list({ status: "delivered" })).map((lead) => lead.id));
    let atProvider = 0;
    let inStore = 0;
    for (const [id, email] of acknowledged) {
      if (emails.has(email)) atProvider++;
      if (delivered.has(id)) inStore++;
    }
    return { provider: atProvider, store: inStore };
  } finally {
    await store.close();
  }
}
