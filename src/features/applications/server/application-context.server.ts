import { createContext, type RouterContext } from "react-router";
import type { ApplicationLedger } from "./application-ledger.server.ts";

/** How a posted application ended, for /metrics. */
export type ApplicationOutcome = "stored" | "suspect" | "duplicate" | "invalid" | "error";

export interface ApplicationContextValue {
  ledger: Pick<ApplicationLedger, "insert">;
  /** Public origin (SITE_URL), for the cross-site check. */
  siteOrigin: string;
  /** Told after each stored application: the outbox sends its emails now rather than at the next poll. */
  stored?: () => void;
  /** Told of every post to a job's form, by job slug. */
  counted?: (job: string, outcome: ApplicationOutcome) => void;
  log: { error(line: string): void; info(line: string): void };
}

/** Where the job page's action finds the application ledger; null when the server runs without one (prerendering). */
export const applicationContext: RouterContext<ApplicationContextValue | null> = createContext<ApplicationContextValue | null>(null);
