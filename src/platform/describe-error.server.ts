/** The error's class and message only, for log lines: stack traces and causes can quote submitted data. */
export function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : "unknown error";
}
