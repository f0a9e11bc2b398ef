/**
 * npx node bench/parts/server-cpu.ts [-- --requests 3000 --connections 10] [checkout …]
 * The server's CPU time per request for bench:server's prerendered and not-found cases, for this
 * checkout or each one named (each with its own build), beside a minimal Node static server over the
 * same build/client in a process of its own. CPU time per request hardly moves with other load on a
 * shared machine, where requests per second do; on one core, the ratio of the two CPU times is the
 * ratio of the rates each could reach.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startProductionServer } from "../../tests/fixtures/production-server.ts";
import { freePort } from "../../tests/fixtures/free-port.ts";

const here = fileURLToPath(new URL("../..", import.meta.url));
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { requests: { type: "string", default: "3000" }, connections: { type: "string", default: "10" } },
});
const requests = Number(values.requests);
const connections = Number(values.connections);
const checkouts = positionals.length > 0 ? positionals.map((path) => resolve(path)) : [here];
// A browser's agent, as bench:server sends: without one a request is a bot's and no visit is counted (record 0531).
const HEADERS = {
  "accept-encoding": "br, gzip",
  accept: "text/html",
  "user-agent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36",
};
const CASES: [string, string, string][] = [
  ["campaign-tagged home", "/?utm_source=newsletter&utm_medium=email", "/"],
  ["tagged service page", "/services/cloud?utm_campaign=q4", "/services/cloud/"],
  ["blog category list", "/blog?category=DevOps", "/blog/"],
  ["not found (generic)", "/no-such-page", "/"],
  ["not found (service)", "/services/no-such-service", "/services/cloud/"],
];

/** A minimal Node static server (bench-server.ts's fallback before docs/decisions/0515), alone in a process so its CPU time can be read. */
const STATIC_SERVER = `
const { createServer } = require("node:http"); const { readFileSync, statSync } = require("node:fs"); const { join, extname } = require("node:path");
const client = process.argv[1];
createServer((request, response) => {
  let file = join(client, decodeURIComponent((request.url ?? "/").split("?")[0] ?? "/"));
  try {
    if (statSync(file).isDirectory()) file = join(file, "index.html");
    const gzip = /\\bgzip\\b/.test(String(request.headers["accept-encoding"]));
    const body = readFileSync(gzip ? file + ".gz" : file);
    response.writeHead(200, { "content-type": extname(file) === ".html" ? "text/html; charset=utf-8" : "application/octet-stream", ...(gzip ? { "content-encoding": "gzip" } : {}) });
    response.end(body);
  } catch { response.writeHead(404).end(); }
}).listen(Number(process.argv[2]), "127.0.0.1");`;

/** User and system CPU time of a process so far, in milliseconds (Linux /proc, 100 ticks a second). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The process listening on a port (the production server is a child of the fixture's spawn). */
async function pidOn(port: number): Promise<number> {
  const { stdout } = await new Promise<{ stdout: string }>((done) => {
    const child = spawn("ss", ["-Hltnp", `sport = :${port}`]);
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("close", () => done({ stdout: out }));
  });
  const pid = Number(/pid=(\d+)/.exec(stdout)?.[1]);
  if (!pid) throw new Error(`nothing listens on ${port}`);
  return pid;
}

async function cpuPerRequest(pid: number, url: string): Promise<number> {
  await autocannon({ url, connections, amount: Math.ceil(requests / 5), headers: HEADERS });
  const before = cpuMs(pid);
  const result = await autocannon({ url, connections, amount: requests, headers: HEADERS });
  if (result.errors > 0) throw new Error(`${url}: ${result.errors} errors`);
  return (cpuMs(pid) - before) / requests;
}

// Each row is printed as it is measured, so a run cut short still shows what it had.
console.log(
  [
    `${requests} requests a case, ${connections} connections, Accept-Encoding: br, gzip; CPU time (user + system) of each server process.`,
    "",
    "| checkout | case | site CPU a request | static CPU a request | static ÷ site |",
    "|---|---|---|---|---|",
  ].join("\n"),
);
for (const checkout of checkouts) {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-cpu-"));
  const port = await freePort();
  const site = await startProductionServer({ project: checkout, port, env: { LEADS_DB: join(dataDir, "leads.db") } });
  const staticPort = await freePort();
  const yardstick = spawn(process.execPath, ["-e", STATIC_SERVER, join(checkout, "build/client"), String(staticPort)], { stdio: "ignore" });
  await new Promise((done) => setTimeout(done, 500));
  try {
    const sitePid = await pidOn(port);
    const staticPid = await pidOn(staticPort);
    for (const [name, path, staticPath] of CASES) {
      const reference = await cpuPerRequest(staticPid, `http://127.0.0.1:${staticPort}${staticPath}`);
      const own = await cpuPerRequest(sitePid, `${site.base}${path}`);
      console.log(`| ${checkout} | ${name} | ${own.toFixed(3)} ms | ${reference.toFixed(3)} ms | ${(reference / own).toFixed(2)}× |`);
    }
  } finally {
    yardstick.kill("SIGTERM");
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
