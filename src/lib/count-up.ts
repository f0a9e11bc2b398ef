/** Counter animation of the original site: 2000 ms with ease-out. */
export const COUNT_UP_MS = 2000;

export function easeOutCubic(progress: number): number {
  return 1 - Math.pow(1 - Math.min(Math.max(progress, 0), 1), 3);
}

/** The number shown at a moment of the animation, with as many decimals as the target has. */
export function countUpValue(target: number, elapsedMs: number): string {
  const decimals = (String(target).split(".")[1] ?? "").length;
  return (target * easeOutCubic(elapsedMs / COUNT_UP_MS)).toFixed(decimals);
}
