/**
 * Serialised into the loader (so it uses nothing outside itself): runs `start` one frame after the first
 * sign of a visitor, so the interaction that woke it is painted before the hydration work begins.
 * Nothing is fetched before that: prefetching after load competed with the first screen's photos and
 * kept the main thread busy while a phone was still laying the page out (docs/hydration.md, "Quiet after load").
 * Pointer-down is not a trigger: a tap's click follows it and must not queue behind hydration.
 * Typing in a text field starts it once the visitor pauses for a second: the fields work without React,
 * and keys that land while the modules run wait for them. Any other sign, such as
 * the tap on the send button, starts it at once.
 */
export function hydrateOnIntent(start: () => void) {
  const listening = new AbortController();
  let pause: ReturnType<typeof setTimeout> | undefined;
  const soon = () => {
    listening.abort();
    clearTimeout(pause);
    requestAnimationFrame(() => setTimeout(start));
  };
  const typed = (event: Event) => {
    const field = event.target as Partial<HTMLInputElement> | null;
    const text =
      field?.tagName === "TEXTAREA" ||
      field?.isContentEditable === true ||
      (field?.tagName === "INPUT" && !/^(button|submit|reset|checkbox|radio|file|image|range|color)$/.test(field.type ?? ""));
    if (!text) return soon();
    clearTimeout(pause);
    pause = setTimeout(soon, 1000);
  };
  const options = { capture: true, passive: true, signal: listening.signal };
  for (const type of ["pointerup", "click", "submit", "scroll"]) addEventListener(type, soon, options);
  for (const type of ["keyup", "input"]) addEventListener(type, typed, options);
  addEventListener(
    "pointermove",
    (event) => {
      if (event.pointerType === "mouse") soon();
    },
    options,
  );
  const afterLoad = () => {
    if (/[?&](utm_[a-z]+|gclid|fbclid)=/.test(location.search)) soon();
  };
  if (document.readyState === "complete") setTimeout(afterLoad);
  else addEventListener("load", () => setTimeout(afterLoad), { once: true });
}
