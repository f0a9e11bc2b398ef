/**
 * One short line per failed request, with the error's detail (class and message, never a stack or
 * a submitted value) for at most `detailPerMinute` of them; the rest are counted and summed up in
 * one line a minute, so a flood of broken requests cannot fill the disk (docs/decisions/0220-last-error-handler.md).
 */
export interface ErrorLog {
  record(status: number | "error", method: string, path: string, error: unknown, requestId?: string): void;
}

export interface ErrorLogOptions {
  /** Where lines go; `requestId`, when the request had one, lets a JSON log carry it as a field. */
  write?: (line: string, fields?: { requestId: string }) => void;
  detailPerMinute?: number;
  now?: () => number;
}

const MAX_PATH = 120;

export function createErrorLog({
  write = (line) => console.error(line),
  detailPerMinute = 20,
  now = Date.now,
}: ErrorLogOptions = {}): ErrorLog {
  let windowStart = now();
  let written = 0;
  let suppressed = 0;
  return {
    record(status, method, path, error, requestId) {
      const at = now();
      if (at - windowStart >= 60_000) {
        if (suppressed > 0)
          write(`[http] ${suppressed} more failed requests in the last minute (detail limited to ${detailPerMinute} a minute)`);
        windowStart = at;
        written = 0;
        suppressed = 0;
      }
      if (written >= detailPerMinute) {
        suppressed++;
        return;
      }
      written++;
      write(`[http] ${status} ${method} ${printablePath(path)} ${describe(error)}`, requestId ? { requestId } : undefined);
    },
  };
}

/**
 * The path as a log-safe token: without its query (a visitor's name or address can ride in one,
 * docs/decisions/0422-no-query-or-body-in-logs.md), percent-encoded control and non-ASCII characters, clipped.
 */
function printablePath(path: string): string {
  const safe = withoutQuery(path).replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c).replace(/%25/g, "%"));
  return safe.length > MAX_PATH ? `${safe.slice(0, MAX_PATH)}…` : safe;
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return "";
  // Messages of our own code and of Node's URL and decoding errors; clipped, on one line.
  return `${error.name}: ${withoutQueries(error.message).replace(/\s+/g, " ").slice(0, 200)}`;
}

/** "/a?email=x" → "/a"; a path never needs its query in a log line. */
export function withoutQuery(path: string): string {
  const at = path.indexOf("?");
  return at < 0 ? path : path.slice(0, at);
}

/** Every query a message quotes (React Router names the URL it was asked for) cut down to "?…". */
function withoutQueries(message: string): string {
  return message.replace(/\?[^\s"'`]*/g, "?…");
}
