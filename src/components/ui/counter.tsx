import { useEffect, useRef } from "react";
import { COUNT_UP_MS, countUpValue } from "../../lib/count-up.ts";

/**
 * A number that counts up when it scrolls into view. The final value is in the HTML (for search
 * engines, no-JS visitors and reduced motion); the animation only runs in the browser.
 */
export function Counter({ value, prefix = "", suffix = "" }: { value: number; prefix?: string; suffix?: string }) {
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    // Hydration waits for the visitor: a number already on screen has been read
    // as it is, and must not drop to 0 and count again.
    const box = element.getBoundingClientRect();
    if (box.bottom > 0 && box.top < innerHeight) return;
    const final = element.textContent;
    let frame = 0;
    element.textContent = countUpValue(value, 0);
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return;
      observer.disconnect();
      const start = performance.now();
      const tick = (now: number) => {
        element.textContent = countUpValue(value, now - start);
        if (now - start < COUNT_UP_MS) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      element.textContent = final;
    };
  }, [value]);

  return (
    <span className="tabular-nums">
      {prefix}
      <span ref={ref}>{String(value)}</span>
      {suffix}
    </span>
  );
}
