/**
 * npm run bench:security [-- --skip-build]
 * Grades the production app's response headers with Mozilla's HTTP Observatory scanner
 * (@mdn/mdn-http-observatory) over a local TLS run: a throwaway certificate for 127.0.0.1, the built app
 * behind https.createServer, and that certificate trusted by this process only, so the scanner verifies
 * TLS as it would on the internet (HSTS counts only over a valid certificate). Prints the grade, the
 * score and every test, writes bench-results/security.json and security.md, and exits 1 below A+.
 */
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { getCACertificates, setDefaultCACertificates } from "node:tls";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { scan, type ObservatoryResult } from "@mdn/mdn-http-observatory";
import type { ServerBuild } from "react-router";
import { createApp } from "../src/server/app.server.ts";
import { httpsServer, listenOnFreePort, throwawayCertificate } from "./parts/local-tls.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const { values } = parseArgs({ options: { "skip-build": { type: "boolean", default: false } } });
if (!values["skip-build"])
  execSync("npm run build", { cwd: root, stdio: "inherit", env: { ...process.env, ALLOW_LOCALHOST_SITE_URL: "1" } });

// The package's install script downloads Chromium's HSTS preload list; install scripts are denied here
// (package.json allowScripts: offline machines), so it gets an empty list. 127.0.0.1 is never preloaded.
const packageDir = dirname(createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory/package.json"));
const preloadList = join(packageDir, "conf/hsts-preload.json");
if (!existsSync(preloadList)) writeFileSync(preloadList, "{}\n");

const certificate = throwawayCertificate();
// Trusted by this process only: a real verification, not NODE_TLS_REJECT_UNAUTHORIZED=0 (the scanner
// would then report the certificate as invalid and fail HSTS).
setDefaultCACertificates([...getCACertificates("default"), certificate.cert]);
const build = (await import(join(root, "build/server/index.js"))) as ServerBuild;
const server = httpsServer(certificate, createApp({ build, clientDir: join(root, "build/client") }));
const port = await listenOnFreePort(server);

let result: ObservatoryResult;
try {
  // The scanner builds https://<host>/ and http://<host>/; with the port in the host, its plain-HTTP probe
  // reaches this TLS listener and gets no answer: no HTTP is served (a proxy in front redirects it).
  result = await scan(`127.0.0.1:${port}`);
} finally {
  server.close();
}

const rows = Object.entries(result.tests).map(([name, test]) => ({
  name,
  pass: test.pass === true,
  result: test.result ?? "",
  modifier: test.scoreModifier,
}));
const { grade, score, testsPassed, testsQuantity } = result.scan;
const summary = `Mozilla HTTP Observatory (algorithm ${result.scan.algorithmVersion}): grade ${grade}, score ${score}, ${testsPassed}/${testsQuantity} tests passed`;
console.log(summary);
for (const row of rows)
  console.log(
    `  ${row.pass ? "pass" : "FAIL"}  ${row.name.padEnd(32)} ${row.result.padEnd(62)} ${row.modifier >= 0 ? "+" : ""}${row.modifier}`,
  );

mkdirSync(join(root, "bench-results"), { recursive: true });
writeFileSync(
  join(root, "bench-results/security.json"),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      target: `https://127.0.0.1:${port}/ (production build, throwaway certificate)`,
      grade,
      score,
      testsPassed,
      testsQuantity,
      tests: Object.fromEntries(
        Object.entries(result.tests).map(([name, { pass, result: outcome, scoreModifier, data }]) => [
          name,
          { pass, result: outcome, scoreModifier, data },
        ]),
      ),
      responseHeaders: result.scan.responseHeaders,
    },
    null,
    2,
  ),
);
writeFileSync(
  join(root, "bench-results/security.md"),
  [
    `# Security headers (${new Date().toISOString().slice(0, 10)})`,
    "",
    `${summary}.`,
    "",
    "Scanned with @mdn/mdn-http-observatory against the production build served over HTTPS on 127.0.0.1 with a throwaway self-signed certificate, trusted by the scanning process so that TLS was verified. No plain HTTP is served in this run; redirecting HTTP to HTTPS is the job of the TLS proxy in front and is not measured.",
    "",
    "| test | pass | result | score |",
    "|---|---|---|---|",
    ...rows.map(
      (row) => `| ${row.name} | ${row.pass ? "yes" : "**no**"} | ${row.result} | ${row.modifier >= 0 ? "+" : ""}${row.modifier} |`,
    ),
    "",
    "## Response headers of /",
    "",
    "```",
    ...Object.entries(result.scan.responseHeaders).map(([name, value]) => `${name}: ${value}`),
    "```",
    "",
  ].join("\n"),
);

if (grade !== "A+") {
  console.error(`Below the A+ target: ${grade} (${score}).`);
  process.exitCode = 1;
}
