/** The visits feature's browser front door: field vitals only; visits themselves are counted by the server. */
export { startFieldVitals } from "./field-vitals.ts";
