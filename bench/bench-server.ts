/**
 * npm run bench:server [-- --seconds 5 --connections 20 --port 3625 --static-port 3626]
 * The production server against nginx serving the same build/client (Debian's nginx and its brotli_static
 * module, installed with apt first when missing: scripts/debian-packages.ts). Each case is measured with
 * autocannon (one after the other, bounded in time) and printed as requests/s, p50 and p99 latency, the
 * ratio to nginx's rate for the comparable page, and what one response of each side carries (encoding,
 * bytes). docs/decisions/0192-server-benchmark.md, docs/decisions/0515-bench-server-yardstick-is-nginx.md
 * Goals: every prerendered case at ≥ 0.5× nginx, not-found pages at ≥ 0.25×. Outside npm test.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { hasProductionBuild, startProductionServer } from "../tests/fixtures/production-server.ts";
import { ensureDebianPackages } from "../scripts/debian-packages.ts";

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

const NGINX = "/usr/sbin/nginx";
const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
// A static server inside this process would share autocannon's event loop and measure the load generator.
ensureDebianPackages(
  [
    { package: "nginx", isPresent: () => existsSync(NGINX) },
    { package: "libnginx-mod-http-brotli-static", isPresent: () => existsSync(BROTLI_STATIC_MODULE) },
  ],
  {
    needs: "The server benchmark needs",
    why: "(Its yardstick is nginx serving the build's precompressed files, in a process of its own.)",
    // Debian starts the nginx it installs on port 80; the benchmark runs its own on 127.0.0.1.
    noServices: true,
  },
);
const staticBase = `http://127.0.0.1:${staticPort}`;

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
// A browser's agent: without one a request is a bot's, and the visit counter would skip it (docs/decisions/0531).
const HEADERS = {
  "accept-encoding": "br, gzip",
  accept: "text/html",
  "user-agent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36",
};

/**
 * nginx serving build/client as a plain deployment would, each file in its precompressed form: brotli_static
 * (Debian's module) and gzip_static pick the .br or .gz file beside it from Accept-Encoding, as the site does
 * for its prerendered pages. One worker on 127.0.0.1, in a process of its own, away from the load generator.
 */
async function startNginx(): Promise<{ stop: () => Promise<void>; version: string }> {
  const dir = mkdtempSync(join(tmpdir(), "bench-nginx-"));
  mkdirSync(join(dir, "logs"));
  writeFileSync(
    join(dir, "nginx.conf"),
    `load_module ${BROTLI_STATIC_MODULE};
worker_processes 1; daemon off; master_process off; pid ${dir}/nginx.pid; error_log ${dir}/logs/error.log;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types; access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  brotli_static on; gzip_static on;
  server { listen 127.0.0.1:${staticPort}; root ${client}; index index.html; location / { try_files $uri $uri/ =404; } }
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ["-p", dir, "-c", join(dir, "nginx.conf")], { stdio: "ignore" });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 5_000;
  for (;;) {
    try {
      if ((await fetch(`${staticBase}/`, { signal: AbortSignal.timeout(1_000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      const logFile = join(dir, "logs/error.log");
      const log = existsSync(logFile) ? readFileSync(logFile, "utf8") : "";
      await stop();
      throw new Error(`nginx did not answer ${staticBase}/ (is the port taken?):\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const version = /nginx\/[\d.]+/.exec(spawnSync(NGINX, ["-v"], { encoding: "utf8" }).stderr)?.[0] ?? "nginx";
  return { stop, version };
}

/** What one response carries: its status, its Content-Encoding, and the bytes of its body and headers as sent. */
function probe(url: string): Promise<{ status: number; encoding: string; body: number; headers: number }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: HEADERS }, (response) => {
      let body = 0;
      response.on("data", (chunk: Buffer) => (body += chunk.length));
      response.on("end", () => {
        const { rawHeaders } = response;
        let headers = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`.length;
        for (let i = 0; i < rawHeaders.length; i += 2) headers += `${rawHeaders[i]}: ${rawHeaders[i + 1]}\r\n`.length;
        resolve({ status: response.statusCode ?? 0, encoding: response.headers["content-encoding"] ?? "identity", body, headers });
      });
    }).on("error", reject);
  });
}

const sent = (p: Awaited<ReturnType<typeof probe>>) => `${p.status} ${p.encoding} ${p.body} B + ${p.headers} B headers`;

async function measure(url: string) {
  const result = await autocannon({ url, connections, duration: seconds, headers: HEADERS });
  return { rate: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

const dataDir = mkdtempSync(join(tmpdir(), "bench-server-"));
const site = await startProductionServer({ port: Number(values.port), env: { LEADS_DB: join(dataDir, "leads.db") } });
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
try {
  nginx = await startNginx();
  // The machine may be shared: each case is measured right after its nginx reference, so both see
  // the same load, and the site's own clean URL is measured too, to show what the query costs.
  const rows: string[] = [];
  const sizes: string[] = [];
  let missed = 0;
  for (const c of CASES) {
    const siteSent = await probe(`${site.base}${c.path}`);
    const nginxSent = await probe(`${staticBase}${c.staticPath}`);
    if (nginxSent.status !== 200) throw new Error(`nginx answered ${c.staticPath} with ${nginxSent.status}`);
    const reference = await measure(`${staticBase}${c.staticPath}`);
    if (reference.non2xx > 0 || reference.errors > 0) throw new Error(`nginx failed ${c.staticPath} during the measurement`);
    const result = await measure(`${site.base}${c.path}`);
    const ratio = result.rate / reference.rate;
    const met = c.rendered ? "(server render)" : ratio >= c.goal ? `≥ ${c.goal}× met` : `< ${c.goal}× MISSED`;
    if (!c.rendered && ratio < c.goal) missed++;
    rows.push(
      `| ${c.name} | \`${c.path}\` | ${result.rate.toFixed(0)}/s | ${result.p50} ms | ${result.p99} ms | ${reference.rate.toFixed(0)}/s (p50 ${reference.p50} ms, p99 ${reference.p99} ms) | ${ratio.toFixed(2)}× | ${met} |`,
    );
    const bytes = (p: typeof siteSent) => p.body + p.headers;
    sizes.push(
      `| ${c.name} | ${sent(siteSent)} | \`${c.staticPath}\`: ${sent(nginxSent)} | ${(bytes(siteSent) / bytes(nginxSent)).toFixed(2)}× |`,
    );
  }
  const clean = await measure(`${site.base}/services/cloud`);
  const table = [
    `Static server: ${nginx.version} (brotli_static and gzip_static, one worker, its own process); ${connections} connections, ${seconds} s per measurement, Accept-Encoding: br, gzip.`,
    "",
    "| case | request | site rate | p50 | p99 | nginx, same page | ratio | goal |",
    "|---|---|---|---|---|---|---|---|",
    ...rows,
    "",
    `site /services/cloud without a query: ${clean.rate.toFixed(0)}/s, p50 ${clean.p50} ms, p99 ${clean.p99} ms`,
    "",
    "What one response of each side carries (status, Content-Encoding, body and headers as sent):",
    "",
    "| case | site sends | nginx sends | site bytes ÷ nginx bytes |",
    "|---|---|---|---|",
    ...sizes,
  ].join("\n");
  console.log(table);
  mkdirSync(join(root, "bench-results"), { recursive: true });
  writeFileSync(join(root, "bench-results/server.md"), `${table}\n`);
  process.exitCode = missed > 0 ? 1 : 0;
} finally {
  await nginx?.stop();
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
