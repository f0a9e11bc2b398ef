import type { SiteSettings } from "../../content/types.ts";
import type { BrochureService } from "../../lib/brochure-content.ts";
import { BrochurePart } from "./brochure-part.tsx";

/** The service's success story on the sheet: the company in the heading, then challenge, solution and result inline. */
export function BrochureStory({ service, headings }: { service: BrochureService; headings: SiteSettings["brochure"]["headings"] }) {
  return (
    <BrochurePart
      part="story"
      className="mt-3 border-l-4 border-accent-strong pl-3"
      heading={
        <>
          {headings.successStory}: <span data-part="company">{service.caseStudy.company}</span>
        </>
      }
    >
      <dl className="mt-1 space-y-0.5">
        {(["challenge", "solution", "result"] as const).map((part) => (
          <div key={part}>
            <dt className="inline font-semibold text-fg">{headings[part]}: </dt>
            <dd data-part="story" className="inline">
              {service.caseStudy[part]}
            </dd>
          </div>
        ))}
      </dl>
    </BrochurePart>
  );
}
