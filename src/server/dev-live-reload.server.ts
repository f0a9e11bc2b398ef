/**
 * `npm run dev` only: Vite's live-reload client (its websocket, error overlay and reloads) as a script of
 * its own in the head, so the preview follows saved content from the moment the page loads, whatever
 * hydration does. Without it the client came only as an import of the app's modules, so a page whose
 * hydration waits for the visitor, or whose modules fail to load, never heard of a save
 * (docs/decisions/0430). It is the URL the app's modules import, so the browser runs one client with one
 * connection. Production pages never get it: src/entry.server.tsx adds it under `import.meta.env.DEV` only.
 */
export const LIVE_RELOAD_CLIENT = '<script type="module" src="/@vite/client"></script>';

export function withLiveReloadClient(html: string): string {
  return html.replace("</head>", () => `${LIVE_RELOAD_CLIENT}</head>`);
}
