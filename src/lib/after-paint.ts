/** The longest a handler waits for a frame: a frame can be late, or never come (a tab in the background). */
const FRAME_WAIT_MS = 500;

/**
 * Resolves once the browser has painted the current frame. A handler that awaits it first shows the
 * answer to the tap (a pressed state, a cleared box, a typing indicator) and does the heavy work after,
 * so the interaction's next paint is not held back by it (docs/hydration.md, "Work a tap does"). A hidden page paints no
 * frames, so there it resolves at once, and it never waits longer than FRAME_WAIT_MS: a lead that is
 * being sent must not wait for the visitor to come back to the tab.
 */
export function afterPaint(): Promise<void> {
  if (document.visibilityState === "hidden") return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve));
    setTimeout(resolve, FRAME_WAIT_MS);
  });
}
