import { StaticIsland } from "../hydration/static-island.tsx";
import type { Route } from "./+types/case-study";
import { notFoundBoundary } from "../components/layout/detail-not-found.tsx";
import { content } from "../content/content.server.ts";
import { caseStudySchema } from "../lib/structured-data-entries.ts";
import { CtaSection } from "../sections/cta/cta-section.tsx";
import { CaseStudyHeader } from "../sections/detail/case-study-header.tsx";
import { CaseStudyKeyResults } from "../sections/detail/case-study-key-results.tsx";
import { CaseStudyPhases } from "../sections/detail/case-study-phases.tsx";
import { CaseStudyTestimonial } from "../sections/detail/case-study-testimonial.tsx";
import { Part } from "../sections/detail/case-study-title.tsx";
import { SectionShell } from "../sections/section-shell.tsx";
import { IconList } from "../components/ui/icon-list.tsx";
import { PillList } from "../components/ui/pill-list.tsx";
import { detailMeta, detailTrail, entryMeta, findOr404 } from "./detail-route.ts";

// Ids are compared as text: /portfolio/01 is not /portfolio/1.
export function loader({ params }: Route.LoaderArgs) {
  const entry = findOr404(content.caseStudies, (item) => item.id, params);
  const trail = detailTrail(entry.url, content.pages["/portfolio"]?.heading, entry.id, entry.title);
  const labels = content.site.labels.caseStudy;
  return { entry, trail, labels };
}

export const meta: Route.MetaFunction = detailMeta("caseStudy", ({ entry, trail }, shell) =>
  entryMeta(shell, entry, { trail, schemas: [caseStudySchema(entry, shell.siteUrl)], type: "article" }),
);

export default function CaseStudyPage({ loaderData: { entry, labels } }: Route.ComponentProps) {
  return (
    // The whole page is content without behaviour: one static island (keyed, so the next entry re-renders).
    <StaticIsland key={entry.id} id="page">
      <CaseStudyHeader entry={entry} labels={labels} />

      <CaseStudyKeyResults entry={entry} labels={labels} />

      <SectionShell>
        <div className="grid gap-12 lg:grid-cols-2">
          <Part id="challenge" title={labels.challenge}>
            <p className="mt-4 text-lg text-fg-muted">{entry.challenge}</p>
          </Part>
          <Part id="solution" title={labels.solution}>
            <IconList items={entry.solution} className="mt-4 space-y-3" iconClassName="mt-0.5 size-5 shrink-0 text-accent" />
          </Part>
        </div>
      </SectionShell>

      <CaseStudyPhases entry={entry} labels={labels} />

      <SectionShell>
        <div className="grid gap-12 lg:grid-cols-2">
          <Part id="detailed-results" title={labels.results}>
            <IconList items={entry.results} className="mt-6 space-y-3" />
          </Part>
          <Part id="technologies-used" title={labels.technologies}>
            <PillList items={entry.technologies} className="mt-6" />
          </Part>
        </div>
      </SectionShell>

      <CaseStudyTestimonial entry={entry} labels={labels} />

      <CtaSection section={labels.cta} />
    </StaticIsland>
  );
}

export const ErrorBoundary = notFoundBoundary("caseStudy", "/portfolio");
