/**
 * A local TLS run of the production app: a throwaway self-signed certificate for 127.0.0.1 made with
 * openssl, and an HTTPS server on a free port. Used by `npm run bench:security` and by
 * tests/integration/security-headers.test.ts (HSTS is only sent when request.secure is true).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { RequestListener } from "node:http";
import type { AddressInfo, Server as NetServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface Certificate {
  key: string;
  cert: string;
}

/** A P-256 certificate for 127.0.0.1 and localhost, valid for a day; its files are deleted once read. */
export function throwawayCertificate(): Certificate {
  const dir = mkdtempSync(join(tmpdir(), "throwaway-tls-"));
  try {
    const key = join(dir, "key.pem");
    const cert = join(dir, "cert.pem");
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1,DNS:localhost",
        "-keyout",
        key,
        "-out",
        cert,
      ],
      { stdio: "pipe" },
    );
    return { key: readFileSync(key, "utf8"), cert: readFileSync(cert, "utf8") };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Listens on 127.0.0.1 on a port the system chooses (never a fixed one, which another program may hold); resolves to it. */
export async function listenOnFreePort(server: NetServer): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  return (server.address() as AddressInfo).port;
}

/** The app served over HTTPS with the given certificate. */
export function httpsServer(certificate: Certificate, app: RequestListener): Server {
  return createServer({ key: certificate.key, cert: certificate.cert }, app);
}
