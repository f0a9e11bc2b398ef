import type { Request, RequestHandler, Response } from "express";
import { rateLimit, type Store } from "express-rate-limit";
import { RESOLVED_ROUTE } from "./method-gate.server.ts";
import type { ResolvedRoute } from "./route-resolution.server.ts";
import type { BudgetLabels, ServerPages } from "./server-pages.server.ts";

export interface PostLimits {
  /** Form posts and leads per client and window (the contact form, the newsletter, /api/leads). */
  forms: { windowMs: number; limit: number; store?: Store };
  /** Chat questions per client and window (POST /api/chat), counted apart from the forms. */
  chat: { windowMs: number; limit: number; store?: Store };
}

/** The chat's route id (src/routes.ts): its budget follows the route, not how the path is spelt. */
const CHAT_ROUTE = "routes/api.chat";
const SEARCH_ROUTE = "routes/search";

/** The route the method gate resolved; without the gate in front (a unit test), the path as written. */
function routeOf(request: Request, response: Response): Pick<ResolvedRoute, "id" | "json"> {
  const resolved = response.locals[RESOLVED_ROUTE] as ResolvedRoute | undefined;
  return (
    resolved ?? {
      id: request.path === "/api/chat" ? CHAT_ROUTE : request.path === "/search" ? SEARCH_ROUTE : request.path,
      json: request.path.startsWith("/api/") || request.path.endsWith(".data"),
    }
  );
}

/**
 * A question to the assistant's engine: a chat question (a POST to the route React Router matches as /api/chat)
 * or a site search (/search with a query). Both share the chat's budget and the question gate.
 */
export function isQuestion(request: Request, response: Response): boolean {
  const { id } = routeOf(request, response);
  if (request.method === "POST") return id === CHAT_ROUTE;
  const query = request.query.q;
  return (request.method === "GET" || request.method === "HEAD") && id === SEARCH_ROUTE && typeof query === "string" && query.trim() !== "";
}

/** The answer to a question over the gate's limit: busy, try again in a second; JSON for the chat, a page for a search. */
export function refuseBusy(request: Request, response: Response, pages: ServerPages): void {
  response.setHeader("Retry-After", "1");
  response.setHeader("Cache-Control", "no-store");
  if (routeOf(request, response).json) return void response.status(503).json({ ok: false, error: "Busy: try again in a moment." });
  const page = pages.status(429, waitText(1));
  response.setHeader("Content-Security-Policy", page.csp);
  response.status(503).type("html").send(page.html);
}

/**
 * Two per-client budgets for POSTs (docs/decisions/0222-separate-budgets.md): chat questions cannot
 * use up the contact form's, nor the other way round. A refused no-JavaScript form post gets the
 * plain 429 page with the time to wait; scripts (/api/*, .data) get JSON in labels.requests' words
 * (docs/decisions/0230-refusal-words-from-content.md).
 */
export function postLimits(limits: PostLimits, pages: ServerPages, onRefused?: (limit: "forms" | "chat") => void): RequestHandler[] {
  // Keyed on the route React Router matches, so /API/chat and /api/chat/ share /api/chat's budget
  // (docs/decisions/0423-budgets-follow-the-matched-route.md).
  const isChat = (request: Request, response: Response) => routeOf(request, response).id === CHAT_ROUTE || isQuestion(request, response);
  return [
    rateLimit({
      ...limits.chat,
      skip: (request, response) => !isQuestion(request, response),
      // A shared budget store that is down (PostgreSQL) must not turn every POST into a 500: the
      // lead service then refuses the lead with its own "try again" (docs/decisions/0270-outbox-health.md).
      passOnStoreError: true,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      handler: (request, response) => {
        onRefused?.("chat");
        refuse(request, response, pages, "tooManyQuestions");
      },
    }),
    rateLimit({
      ...limits.forms,
      skip: (request, response) => request.method !== "POST" || isChat(request, response),
      passOnStoreError: true,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      handler: (request, response) => {
        onRefused?.("forms");
        refuse(request, response, pages, "tooManySubmissions");
      },
    }),
  ];
}

function refuse(request: Request, response: Response, pages: ServerPages, label: keyof BudgetLabels) {
  const reset = (request as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
  const seconds = Math.max(1, Math.ceil(((reset?.getTime() ?? Date.now() + 60_000) - Date.now()) / 1000));
  response.setHeader("Retry-After", String(seconds));
  response.setHeader("Cache-Control", "no-store");
  if (routeOf(request, response).json) {
    // Without a build there are no words: the newsletter then shows its own failure text.
    const error = pages.overBudget(label, waitText(seconds));
    return void response.status(429).json({ ok: false, ...(error === undefined ? {} : { error }), retryAfterSeconds: seconds });
  }
  const page = pages.status(429, waitText(seconds));
  response.setHeader("Content-Security-Policy", page.csp);
  response.status(429).type("html").send(page.html);
}

/**
 * "45 seconds", "1 minute", "4 minutes": rounded up, so the visitor never comes back too early. The
 * unit's words come from the locale's data, like the site's dates, not from this file.
 */
export function waitText(seconds: number): string {
  const [amount, unit] = seconds < 60 ? [seconds, "second"] : [Math.ceil(seconds / 60), "minute"];
  return new Intl.NumberFormat("en-US", { style: "unit", unit, unitDisplay: "long" }).format(amount);
}
