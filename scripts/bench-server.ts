/**
 * npm run bench:server [-- --seconds 5 --connections 20 --port 3625 --static-port 3626]
 * The production server against a plain static server serving the same build/client: nginx when it
 * is installed, otherwise a minimal Node static server. Each case is measured with autocannon (one
 * after the other, bounded in time) and printed as requests/s, p50 and p99 latency, and the ratio to
 * the static server's rate for the comparable page (docs/decisions/0192-server-benchmark.md).
 * Goals: every prerendered case at ≥ 0.5× static, not-found pages at ≥ 0.25×. Outside npm test.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { hasProductionBuild, startProductionServer } from "../tests/fixtures/production-server.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const client = join(root, "build/client");
const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "5" },
    connections: { type: "string", default: "20" },
    port: { type: "string", default: "3625" },
    "static-port": { type: "string", default: "3626" },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const staticPort = Number(values["static-port"]);
if (!hasProductionBuild()) throw new Error("No build found: run npm run build first.");

interface Case {
  name: string;
  path: string;
  /** The static server's path of the comparable page. */
  staticPath: string;
  goal: number;
  /** Served by a render per request on purpose: reported, no goal. */
  rendered?: boolean;
}
const CASES: Case[] = [
  { name: "campaign-tagged home", path: "/?utm_source=newsletter&utm_medium=email", staticPath: "/", goal: 0.5 },
  { name: "tagged service page", path: "/services/cloud?utm_campaign=q4", staticPath: "/services/cloud/", goal: 0.5 },
  { name: "blog category list", path: "/blog?category=DevOps", staticPath: "/blog/", goal: 0.5 },
  { name: "not found (generic)", path: "/no-such-page", staticPath: "/", goal: 0.25 },
  { name: "not found (service)", path: "/services/no-such-service", staticPath: "/services/cloud/", goal: 0.25 },
  {
    name: "contact prefill (server render)",
    path: "/contact?service=Job%20Inquiry&position=Cloud%20Engineer",
    staticPath: "/contact/",
    goal: 0,
    rendered: true,
  },
  { name: "unknown category (server render)", path: "/blog?category=Nope", staticPath: "/blog/", goal: 0, rendered: true },
];
const HEADERS = { "accept-encoding": "br, gzip", accept: "text/html" };

/** nginx with gzip_static, as a plain deployment of build/client would run it; undefined when not installed. */
function startNginx(): { stop: () => void; name: string } | undefined {
  if (spawnSync("nginx", ["-v"]).status !== 0) return undefined;
  const dir = mkdtempSync(join(tmpdir(), "bench-nginx-"));
  mkdirSync(join(dir, "logs"));
  writeFileSync(
    join(dir, "nginx.conf"),
    `worker_processes 1; daemon off; master_process off; pid ${dir}/nginx.pid; error_log ${dir}/logs/error.log;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types; access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  gzip_static on;
  server { listen 127.0.0.1:${staticPort}; root ${client}; index index.html; location / { try_files $uri $uri/ =404; } }
}
`,
  );
  const child: ChildProcess = spawn("nginx", ["-p", dir, "-c", join(dir, "nginx.conf")], { stdio: "ignore" });
  return {
    name: "nginx",
    stop: () => {
      child.kill("SIGTERM");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The fallback: files of build/client, precompressed gzip when accepted, nothing else. */
function startNodeStatic(): { stop: () => void; name: string } {
  const server = createServer((request, response) => {
    const path = decodeURIComponent((request.url ?? "/").split("?")[0] ?? "/");
    let file = join(client, path);
    try {
      if (statSync(file).isDirectory()) file = join(file, "index.html");
      const gzip = /\bgzip\b/.test(String(request.headers["accept-encoding"]));
      const body = readFileSync(gzip ? `${file}.gz` : file);
      response.writeHead(200, {
        "content-type": extname(file) === ".html" ? "text/html; charset=utf-8" : "application/octet-stream",
        ...(gzip ? { "content-encoding": "gzip" } : {}),
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  }).listen(staticPort, "127.0.0.1");
  return { name: "node static (nginx not installed)", stop: () => server.close() };
}

async function measure(url: string) {
  const result = await autocannon({ url, connections, duration: seconds, headers: HEADERS });
  return { rate: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
}

const dataDir = mkdtempSync(join(tmpdir(), "bench-server-"));
const site = await startProductionServer({ port: Number(values.port), env: { LEADS_DB: join(dataDir, "leads.db") } });
const staticServer = startNginx() ?? startNodeStatic();
await new Promise((resolve) => setTimeout(resolve, 500));
const staticBase = `http://127.0.0.1:${staticPort}`;
try {
  // The machine may be shared: each case is measured right after its static reference, so both see
  // the same load, and the site's own clean URL is measured too, to show what the query costs.
  const rows: string[] = [];
  let missed = 0;
  for (const c of CASES) {
    const reference = await measure(`${staticBase}${c.staticPath}`);
    const result = await measure(`${site.base}${c.path}`);
    const ratio = result.rate / reference.rate;
    const met = c.rendered ? "(server render)" : ratio >= c.goal ? `≥ ${c.goal}× met` : `< ${c.goal}× MISSED`;
    if (!c.rendered && ratio < c.goal) missed++;
    rows.push(
      `| ${c.name} | \`${c.path}\` | ${result.rate.toFixed(0)}/s | ${result.p50} ms | ${result.p99} ms | ${reference.rate.toFixed(0)}/s (p50 ${reference.p50} ms, p99 ${reference.p99} ms) | ${ratio.toFixed(2)}× | ${met} |`,
    );
  }
  const clean = await measure(`${site.base}/services/cloud`);
  const table = [
    `Static server: ${staticServer.name}; ${connections} connections, ${seconds} s per measurement, Accept-Encoding: br, gzip.`,
    "",
    "| case | request | site rate | p50 | p99 | static, same page | ratio | goal |",
    "|---|---|---|---|---|---|---|---|",
    ...rows,
    "",
    `site /services/cloud without a query: ${clean.rate.toFixed(0)}/s, p50 ${clean.p50} ms, p99 ${clean.p99} ms`,
  ].join("\n");
  console.log(table);
  mkdirSync(join(root, "bench-results"), { recursive: true });
  writeFileSync(join(root, "bench-results/server.md"), `${table}\n`);
  process.exitCode = missed > 0 ? 1 : 0;
} finally {
  staticServer.stop();
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
