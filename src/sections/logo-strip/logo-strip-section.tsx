import { memo, useEffect, useState } from "react";
import type { LogoStrip } from "../../content/types.ts";
import { SectionShell } from "../section-shell.tsx";
import { Card } from "../../components/ui/card.tsx";
import { PauseButton } from "../../components/ui/pause-button.tsx";
import { useLabels } from "../../components/layout/use-labels.ts";
import { defineSection } from "../section-module.ts";

/**
 * Client names drifting sideways in a CSS marquee (styles in app.css). The list is drawn twice for a
 * seamless loop; the copy is hidden from assistive technology. It pauses on hover and focus, with a
 * visible pause button (WCAG 2.2.2), and stands still, wrapped, for visitors who prefer reduced motion.
 */
function LogoStripSection({ section }: { section: LogoStrip }) {
  const labels = useLabels().cards;
  const [paused, setPaused] = useState(false);
  const [motionAllowed, setMotionAllowed] = useState(false);
  useEffect(() => setMotionAllowed(!matchMedia("(prefers-reduced-motion: reduce)").matches), []);

  return (
    <SectionShell id={section.id} heading={section}>
      <div className="marquee" data-paused={paused || undefined}>
        <div className="marquee-track">
          <NameList names={section.names} />
          <NameList names={section.names} copy />
        </div>
      </div>
      {motionAllowed && (
        <div className="mt-6 flex justify-center">
          <PauseButton
            paused={paused}
            onToggle={() => setPaused((value) => !value)}
            play={labels.playClients}
            pause={labels.pauseClients}
            className="hover:bg-surface-muted"
          />
        </div>
      )}
    </SectionShell>
  );
}

// Memoised: the pause button changes only the marquee's data-paused; the names are not rendered again on the tap.
const NameList = memo(function NameList({ names, copy = false }: { names: string[]; copy?: boolean }) {
  const { clients } = useLabels().cards;
  return (
    <ul className="marquee-list" aria-hidden={copy || undefined} aria-label={copy ? undefined : clients}>
      {names.map((name) => (
        <Card as="li" variant="tile" key={name} className="marquee-name px-6 py-4 text-lg font-semibold text-fg-body">
          {name}
        </Card>
      ))}
    </ul>
  );
});

export const definition = defineSection({ type: "logo-strip", interactive: true, Component: LogoStripSection });
