/**
 * A setting the server cannot start with: the launcher (src/server/main.server.ts) prints its message as
 * one line, without a stack, and exits 1, so the message names the variable and what to set it to. The
 * launcher knows it by its name: it shares no module with the site (docs/decisions/0507).
 */
export class SettingError extends Error {
  override name = "SettingError";
}
