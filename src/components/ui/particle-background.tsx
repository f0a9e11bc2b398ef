import { memo, useState } from "react";
import { useLabels } from "../layout/use-labels.ts";
import { PauseButton } from "./pause-button.tsx";

// A fixed, seeded constellation: the same on the server and in the browser, so hydration matches.
const POINTS = Array.from({ length: 28 }, (_, index) => {
  const x = (index * 37 + 11) % 100;
  const y = (index * 53 + 29) % 100;
  return { x, y };
});
const LINKS = POINTS.flatMap((a, i) =>
  POINTS.slice(i + 1)
    .filter((b) => Math.hypot(a.x - b.x, a.y - b.y) < 18)
    .map((b) => [a, b] as const),
);

/**
 * Drifting dots joined by faint lines behind the hero, drawn as SVG and moved by CSS transforms only:
 * the browser animates it off the main thread, so it costs no script time. It stays still with
 * reduced motion and has a visible pause control (WCAG 2.2.2).
 */
export function ParticleBackground() {
  const labels = useLabels().cards;
  const [paused, setPaused] = useState(false);
  return (
    <>
      <div
        className="particles no-print pointer-events-none absolute inset-0 -z-10 overflow-hidden opacity-60"
        data-paused={paused}
        aria-hidden="true"
      >
        <ParticleLayers />
      </div>
      <PauseButton
        paused={paused}
        onToggle={() => setPaused((value) => !value)}
        play={labels.playBackground}
        pause={labels.pauseBackground}
        className="particles-toggle no-print absolute right-4 bottom-4 z-10 bg-surface/80 backdrop-blur hover:bg-white"
      />
    </>
  );
}

// Memoised: the pause button changes only the wrapper's data-paused; the two layers' 72 shapes are not
// rendered again on the tap.
const ParticleLayers = memo(function ParticleLayers() {
  return [0, 1].map((layer) => (
    <svg key={layer} className={`particles-layer particles-layer-${layer}`} viewBox="0 0 100 100" preserveAspectRatio="none">
      {LINKS.map(([a, b]) => (
        <line key={`${a.x}-${a.y}-${b.x}-${b.y}`} x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="currentColor" strokeWidth="0.08" />
      ))}
      {POINTS.map((point) => (
        <circle key={`${point.x}-${point.y}`} cx={point.x} cy={point.y} r="0.35" fill="currentColor" />
      ))}
    </svg>
  ));
});
