/**
 * The visits feature's browser side, its entry (docs/decisions/0541): the field vitals every page reports. Its server
 * side has its own entry (server/index.server.ts); nothing outside src/features/visits/ imports its other modules.
 */
export { startFieldVitals } from "./field-vitals.ts";
