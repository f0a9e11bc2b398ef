/**
 * The client build's "react" and "react-dom" when built with PREACT_CLIENT=1 (an experiment measured in
 * docs/decisions/0508): Preact's compat layer plus the two React 19 exports this site and React Router 8
 * import that it lacks. The server and prerendering keep React 19.
 */
export * from "preact/compat";
export { default } from "preact/compat";

/**
 * React Router's RouterProvider calls `useOptimistic` on every render and its setter only when
 * `useTransitions` is true, which HydratedRouter leaves unset: the state itself is enough.
 */
export function useOptimistic<State>(state: State): [State, (update: unknown) => void] {
  return [state, () => {}];
}

/** react-dom's resource hint: a preconnect link in the head, once per origin (the server already wrote it). */
export function preconnect(href: string): void {
  if (document.head.querySelector(`link[rel="preconnect"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement("link");
  link.rel = "preconnect";
  link.href = href;
  document.head.append(link);
}
