/**
 * The client build's "react-dom/client" with PREACT_CLIENT=1 (docs/decisions/0508). React Router's
 * HydratedRouter throws a promise from its first render until the server's state is decoded, which React
 * waits on at the root. Preact has no root that waits, so the first render is tried on a detached element
 * (it throws before rendering anything), and the document is hydrated once that promise has settled.
 */
import { Fragment, options, type VNode } from "preact";
import { render, type ReactNode } from "preact/compat";
import { createRoot, hydrateRoot as preactHydrateRoot } from "preact/compat/client";

// Preact renders into document.documentElement when given the document, so the root layout's own
// <html> would be built inside the page's <html>. Its attributes are static (src/root.tsx), so the
// element becomes a fragment and its head and body hydrate the page's.
const previousVnodeHook = options.vnode;
options.vnode = (vnode: VNode) => {
  if (vnode.type === "html") vnode.type = Fragment;
  previousVnodeHook?.(vnode);
};

export { createRoot };

export function hydrateRoot(container: Element | Document, children: ReactNode) {
  const probe = document.createElement("div");
  try {
    render(children, probe);
  } catch (thrown) {
    if (!(thrown instanceof Promise)) throw thrown;
    render(null, probe);
    void thrown.then(() => preactHydrateRoot(container as Element, children));
    return createRoot(container as Element);
  }
  throw new Error("The router rendered before its state was decoded: nothing was hydrated (docs/decisions/0508).");
}

export default { createRoot, hydrateRoot };
