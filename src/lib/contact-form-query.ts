import type { CompiledSectionOf } from "../content/types.ts";

/**
 * The query parameters ContactForm reads (src/features/leads/components/contact-form.tsx) to prefill itself: `service`, one of the
 * service options (finite, so prerendered), and `position`, a job title in free text (open: a server
 * render, the prefill visitors without JavaScript need). See docs/decisions/0190-query-allow-lists.md.
 */
export const contactFormQuery = (section: CompiledSectionOf<"contact-form">) => ({
  service: section.leadLabels?.serviceChoices ?? [],
  position: null,
});
