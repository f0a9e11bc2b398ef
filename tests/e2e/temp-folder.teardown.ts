import { rmSync } from "node:fs";

/** Removes the run's temporary folder (playwright.config.ts), once every worker and browser has stopped. */
export default function removeTempFolder() {
  if (process.env.E2E_TMPDIR) rmSync(process.env.E2E_TMPDIR, { recursive: true, force: true });
}
