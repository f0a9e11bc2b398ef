import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";

/**
 * True while React hydrates the prerendered document; `endHydration` (called once the root has
 * committed) turns it off, so everything rendered after that is an ordinary client render.
 */
let hydrating = typeof document !== "undefined";

export function endHydration() {
  hydrating = false;
}

/**
 * Content that has no behaviour (headings, text, cards, photos, links) does not need React to hydrate
 * it: the server's HTML is already right. During hydration an island takes its own server-rendered
 * markup as-is, so React skips every element inside it; after a client-side navigation it renders
 * its children as usual. Hydration work, and so the main thread's blocking time, shrinks to the parts
 * that do something (menus, forms, filters, counters).
 *
 * Links inside keep client-side navigation through one delegated listener. The id must be unique on
 * the page; the caller keys islands by page, so a navigation never reuses another page's markup.
 */
export function StaticIsland({ id, children }: { id: string; children: React.ReactNode }) {
  const [serverHtml] = useState(() => (hydrating ? document.querySelector(`[data-island="${id}"]`)?.innerHTML : undefined));
  const ref = useRef<HTMLDivElement>(null);
  // After a client-side navigation the children are real <Link>s with their own handling.
  useClientSideLinks(ref, serverHtml !== undefined);
  return serverHtml === undefined ? (
    <div ref={ref} data-island={id} className="contents">
      {children}
    </div>
  ) : (
    <div ref={ref} data-island={id} className="contents" dangerouslySetInnerHTML={{ __html: serverHtml }} suppressHydrationWarning />
  );
}

/** Same-site page links inside the element navigate through the router, as a `<Link>` would. */
function useClientSideLinks(ref: React.RefObject<HTMLElement | null>, enabled: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest("a") : null;
      if (!anchor || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href, window.location.href);
      // Other sites, files and feeds (a dot in the last segment: /rss.xml) load as documents.
      if (url.origin !== window.location.origin || /\.[a-z0-9]+$/i.test(url.pathname)) return;
      // A jump within the page is the browser's.
      if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
      event.preventDefault();
      void navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, [ref, enabled, navigate]);
}
