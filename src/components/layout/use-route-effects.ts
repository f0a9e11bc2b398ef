import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Reveal-on-scroll for elements marked data-reveal. Content is visible without JavaScript and with
 * reduced motion; only then do elements start hidden and fade in as they enter the viewport.
 */
export function useRouteEffects() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.setAttribute("data-revealed", "");
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    for (const element of document.querySelectorAll("[data-reveal]:not([data-revealed])")) {
      const top = element.getBoundingClientRect().top;
      // Elements already on screen stay visible: no flash of hidden content after hydration.
      if (top < window.innerHeight) element.setAttribute("data-revealed", "");
      else {
        element.setAttribute("data-reveal-pending", "");
        observer.observe(element);
      }
    }
    return () => observer.disconnect();
  }, [pathname]);
}
