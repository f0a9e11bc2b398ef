/**
 * The applications feature's shared modules, its entry for the browser, the server and the build alike
 * (docs/decisions/0541): the application settings of content/site.yaml. Its components and server side have their
 * own entries (components/index.ts, server/index.server.ts); nothing outside src/features/applications/ imports its
 * other modules (eslint.config.js).
 */
export { applicationSettings } from "./application-settings.ts";
