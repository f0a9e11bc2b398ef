/** A stand-in for the email provider on 127.0.0.1, port 0, for forwarder tests (never the internet). */
import { createServer } from "node:http";
import type { IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeReply = { status: number; body?: unknown; headers?: Record<string, string> } | "hang";
export type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: string };

export type FakeProvider = {
  /** Base URL to use as BREVO_API_URL, e.g. http://127.0.0.1:1234/v3. */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
};

/** Answers the queued replies in order, then the last one again for any further request. */
export async function startFakeProvider(replies: FakeReply[]): Promise<FakeProvider> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      const reply = replies[Math.min(requests.length - 1, replies.length - 1)] ?? { status: 201 };
      if (reply === "hang") return; // never answers: the client's time-out must fire
      const body = reply.body === undefined ? "" : typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body);
      res.writeHead(reply.status, { "content-type": "application/json", ...reply.headers });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v3`,
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A URL where nothing listens: a server is opened on port 0 and closed again. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/v3`;
}
