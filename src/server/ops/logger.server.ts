import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pino, stdTimeFunctions, type DestinationStream, type Logger } from "pino";
import { pinoHttp, type HttpLogger } from "pino-http";

/** LOG_FORMAT: one JSON object per line for log platforms, or readable lines for a terminal. */
export type LogFormat = "json" | "text";

/** What the server's parts log with; messages and fields never carry a visitor's personal data. */
export type OpsLogger = {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  /** The same logger, its lines tagged with the part of the server that writes them ("leads", "alerts"). */
  child(component: string): OpsLogger;
};

export type ServerLogging = { logger: OpsLogger; pino: Logger; format: LogFormat };

/**
 * The server's one logger, pino underneath. JSON lines carry
 * `level`, `time`, `message`, `component` and, inside a request, `requestId`. Text lines read as they
 * always did: `[leads] Lead … delivered`, warnings and errors on standard error.
 */
export function createLogging(format: LogFormat, destination?: DestinationStream): ServerLogging {
  const base = pino(
    {
      messageKey: "message",
      base: undefined,
      timestamp: stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination ?? (format === "json" ? pino.destination({ fd: 1, sync: true }) : readableLines()),
  );
  return { logger: wrap(base), pino: base, format };
}

function wrap(log: Logger): OpsLogger {
  return {
    info: (message, fields) => log.info(fields ?? {}, message),
    warn: (message, fields) => log.warn(fields ?? {}, message),
    error: (message, fields) => log.error(fields ?? {}, message),
    child: (component) => wrap(log.child({ component })),
  };
}

/** Turns pino's JSON lines back into the terminal lines the server has always printed. */
function readableLines(): DestinationStream {
  return {
    write(line: string) {
      const entry = JSON.parse(line) as { level?: string; message?: string; component?: string; requestId?: string };
      const tag = entry.component ? `[${entry.component}] ` : "";
      const text = `${tag}${entry.message ?? ""}${entry.requestId ? ` (request ${entry.requestId})` : ""}\n`;
      (entry.level === "error" || entry.level === "warn" || entry.level === "fatal" ? process.stderr : process.stdout).write(text);
    },
  };
}

/** A proxy's own request id is kept when it looks like one; otherwise the server makes one. */
const REQUEST_ID = /^[\w.:-]{1,64}$/;

/**
 * Gives every request an id (echoed as X-Request-Id, so a visitor's report can be found in the logs)
 * and, in JSON, one access line per request: method, path without its query, status and time, nothing
 * a visitor typed. Text logs stay quiet about requests that went well.
 */
export function requestLogging(logging: ServerLogging): HttpLogger {
  return pinoHttp({
    logger: logging.pino,
    quietReqLogger: true,
    customAttributeKeys: { reqId: "requestId" },
    autoLogging: logging.format === "json",
    genReqId: (request: IncomingMessage, response: ServerResponse) => {
      const offered = request.headers["x-request-id"];
      const id = typeof offered === "string" && REQUEST_ID.test(offered) ? offered : randomUUID();
      response.setHeader("X-Request-Id", id);
      return id;
    },
    serializers: {
      req: (request: { method?: string; url?: string }) => ({ method: request.method, path: (request.url ?? "").split("?")[0] }),
      res: (response: { statusCode?: number }) => ({ status: response.statusCode }),
      // A 5xx access line says what failed, never where in the code: no stack (docs/decisions/0422-no-query-or-body-in-logs.md).
      err: (error: { type?: string; message?: string }) => ({ type: error.type, message: error.message }),
    },
    customSuccessMessage: (request, response) => `${request.method} ${(request.url ?? "").split("?")[0]} ${response.statusCode}`,
    customErrorMessage: (request, response) => `${request.method} ${(request.url ?? "").split("?")[0]} ${response.statusCode}`,
  });
}

/**
 * In JSON, what other code prints with console.* (React Router, a library) becomes a JSON line too,
 * so a log platform never meets a line it cannot parse.
 */
export function routeConsoleThrough(logger: OpsLogger): void {
  const log = logger.child("console");
  const text = (args: unknown[]) => args.map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : String(arg))).join(" ");
  console.log = (...args: unknown[]) => log.info(text(args));
  console.info = (...args: unknown[]) => log.info(text(args));
  console.warn = (...args: unknown[]) => log.warn(text(args));
  console.error = (...args: unknown[]) => log.error(text(args));
}
