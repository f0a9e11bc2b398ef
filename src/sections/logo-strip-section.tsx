import { Pause, Play } from "lucide-react";
import { useEffect, useState } from "react";
import type { ClientNameStrip } from "../content/types.ts";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { SectionShell } from "./section-shell.tsx";
import { useLabels } from "../components/layout/use-labels.ts";

/**
 * Client names drifting sideways in a CSS marquee (styles in app.css). The list is drawn twice for a
 * seamless loop; the copy is hidden from assistive technology. It pauses on hover and focus, with a
 * visible pause button (WCAG 2.2.2), and stands still, wrapped, for visitors who prefer reduced motion.
 */
export function LogoStripSection({ section }: { section: ClientNameStrip }) {
  const labels = useLabels().cards;
  const [paused, setPaused] = useState(false);
  const [motionAllowed, setMotionAllowed] = useState(false);
  useEffect(() => setMotionAllowed(!matchMedia("(prefers-reduced-motion: reduce)").matches), []);

  return (
    <SectionShell id={section.id}>
      <SectionHeading title={section.title} intro={section.intro} />
      <div className="marquee" data-paused={paused || undefined}>
        <div className="marquee-track">
          <NameList names={section.names} />
          <NameList names={section.names} copy />
        </div>
      </div>
      {motionAllowed && (
        <div className="mt-6 flex justify-center">
          <button
            type="button"
            onClick={() => setPaused((value) => !value)}
            aria-pressed={paused}
            className="inline-flex min-h-9 items-center gap-2 rounded-full border border-slate-300 px-3 text-xs font-medium text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            {paused ? <Play className="size-3.5" aria-hidden="true" /> : <Pause className="size-3.5" aria-hidden="true" />}
            {paused ? labels.playClients : labels.pauseClients}
          </button>
        </div>
      )}
    </SectionShell>
  );
}

function NameList({ names, copy = false }: { names: string[]; copy?: boolean }) {
  const { clients } = useLabels().cards;
  return (
    <ul className="marquee-list" aria-hidden={copy || undefined} aria-label={copy ? undefined : clients}>
      {names.map((name) => (
        <li
          key={name}
          className="marquee-name rounded-xl border border-slate-200 bg-white px-6 py-4 text-lg font-semibold text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
        >
          {name}
        </li>
      ))}
    </ul>
  );
}
