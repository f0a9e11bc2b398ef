import { Pause, Play } from "lucide-react";

/** The visible pause control of a moving decoration (WCAG 2.2.2): the hero's particles, the client marquee. */
export function PauseButton({
  paused,
  onToggle,
  play,
  pause,
  className,
}: {
  paused: boolean;
  onToggle: () => void;
  /** The words while paused, and while moving. */
  play: string;
  pause: string;
  /** Placement and background. */
  className: string;
}) {
  return (
    <button
      type="button"
      // Tapped before hydration, the tap is kept and replayed once React runs (docs/hydration.md, "The first input, before and during hydration").
      data-early="replay"
      onClick={onToggle}
      aria-pressed={paused}
      className={`inline-flex min-h-9 items-center gap-2 rounded-full border border-line-strong px-3 text-xs font-medium text-fg-body ${className}`}
    >
      {paused ? <Play className="size-3.5" aria-hidden="true" /> : <Pause className="size-3.5" aria-hidden="true" />}
      {paused ? play : pause}
    </button>
  );
}
