import { useEffect, useState } from "react";

/** The original navbar's threshold: a blurred background once the page is scrolled more than 50 px. */
const SCROLL_BLUR_THRESHOLD = 50;

export function useScrolledPast(threshold = SCROLL_BLUR_THRESHOLD): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}
