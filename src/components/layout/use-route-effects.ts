import { useEffect } from "react";
import { useLocation } from "react-router";
import { endHydration } from "../../hydration/static-island.tsx";

/**
 * Reveal-on-scroll for elements marked data-reveal. Content is visible without JavaScript and with
 * reduced motion; only then do elements start hidden and fade in as they enter the viewport.
 */
export function useRouteEffects() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    // Positions come from the observer's own first report, so hydration never forces a layout here.
    const observer = new IntersectionObserver(
      (entries) => {
        // Read once, before any attribute changes: reading it after one would force a layout per element.
        const viewportHeight = window.innerHeight;
        for (const { target, isIntersecting, boundingClientRect } of entries) {
          // Elements already on screen stay visible: no flash of hidden content after hydration.
          const onScreen = isIntersecting || (!target.hasAttribute("data-reveal-pending") && boundingClientRect.top < viewportHeight);
          if (onScreen) {
            target.setAttribute("data-revealed", "");
            observer.unobserve(target);
          } else target.setAttribute("data-reveal-pending", "");
        }
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    for (const element of document.querySelectorAll("[data-reveal]:not([data-revealed])")) observer.observe(element);
    return () => observer.disconnect();
  }, [pathname]);
}

/**
 * Marks the document once React has hydrated it (hydration starts after the page has loaded; see
 * src/hydration/server/defer-hydration.server.ts). Browser tests wait on `html[data-hydrated]` before interacting.
 */
export function useHydratedMarker() {
  useEffect(() => {
    endHydration();
    document.documentElement.setAttribute("data-hydrated", "");
  }, []);
}
