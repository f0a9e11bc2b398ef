/**
 * Resolves once the browser has painted the current frame. A handler that awaits it first shows the
 * answer to the tap (a pressed state, a cleared box, a typing indicator) and does the heavy work after,
 * so the interaction's next paint is not held back by it (docs/decisions/0320).
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}
