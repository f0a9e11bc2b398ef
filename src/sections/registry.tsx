import { useLocation } from "react-router";
import { StaticIsland } from "../hydration/static-island.tsx";
import type { CompiledSection, CompiledSectionOf } from "../content/types.ts";
import { ArticleBrowserSection } from "./article-browser-section.tsx";
import { BadgesSection } from "./badges-section.tsx";
import { CaseStudyGridSection } from "./case-study-grid-section.tsx";
import { CaseStudySpotlightSection } from "./case-study-spotlight-section.tsx";
import { ContactFormSection } from "./contact-form-section.tsx";
import { CtaSection } from "./cta-section.tsx";
import { ExpertsSection } from "./experts-section.tsx";
import { FaqBrowserSection } from "./faq-browser-section.tsx";
import { FaqListSection } from "./faq-list-section.tsx";
import { FeatureGridSection } from "./feature-grid-section.tsx";
import { HeroSection } from "./hero-section.tsx";
import { JobListSection } from "./job-list-section.tsx";
import { LogoStripSection } from "./logo-strip-section.tsx";
import { NewsletterSection } from "./newsletter-section.tsx";
import { ProcessSection } from "./process-section.tsx";
import { ProseSection } from "./prose-section.tsx";
import { ServiceCardsSection } from "./service-cards-section.tsx";
import { StatsSection } from "./stats-section.tsx";
import { StorySection } from "./story-section.tsx";
import { TeamSection } from "./team-section.tsx";
import { TechGridSection } from "./tech-grid-section.tsx";
import { TestimonialsSection } from "./testimonials-section.tsx";
import { TimelineSection } from "./timeline-section.tsx";

type SectionType = CompiledSection["type"];
type SectionComponents = { [T in SectionType]: (props: { section: CompiledSectionOf<T> }) => React.ReactNode };

/**
 * The one map from a content section type to its component. A missing entry fails the type check; a
 * name that breaks the naming rule fails src/sections/section-names.test.ts (docs/decisions/0161).
 */
export const SECTIONS: SectionComponents = {
  hero: HeroSection,
  stats: StatsSection,
  "service-cards": ServiceCardsSection,
  process: ProcessSection,
  experts: ExpertsSection,
  testimonials: TestimonialsSection,
  "tech-grid": TechGridSection,
  "feature-grid": FeatureGridSection,
  cta: CtaSection,
  prose: ProseSection,
  "article-browser": ArticleBrowserSection,
  newsletter: NewsletterSection,
  "faq-browser": FaqBrowserSection,
  "contact-form": ContactFormSection,
  "faq-list": FaqListSection,
  story: StorySection,
  team: TeamSection,
  badges: BadgesSection,
  "logo-strip": LogoStripSection,
  timeline: TimelineSection,
  "case-study-spotlight": CaseStudySpotlightSection,
  "case-study-grid": CaseStudyGridSection,
  "job-list": JobListSection,
};

/** Sections with behaviour of their own (state, effects, forms); every other section is a static island. */
export const INTERACTIVE = new Set<CompiledSection["type"]>([
  "hero",
  "stats",
  "logo-strip",
  "faq-browser",
  "article-browser",
  "contact-form",
  "newsletter",
]);

export function Sections({ sections }: { sections: CompiledSection[] }) {
  const { pathname } = useLocation();
  return sections.map((section, index) => {
    const Component = SECTIONS[section.type] as (props: { section: CompiledSection }) => React.ReactNode;
    // Keyed by page: another page's sections are new elements, never this page's islands reused.
    const key = `${pathname}:${index}`;
    return INTERACTIVE.has(section.type) ? (
      <Component key={key} section={section} />
    ) : (
      <StaticIsland key={key} id={`section-${index}`}>
        <Component section={section} />
      </StaticIsland>
    );
  });
}
