import { SERVICE_OPTIONS } from "../../lib/lead-kinds.ts";

/**
 * The query parameters ContactForm reads (contact-form.tsx) to prefill itself: `service`, one of the
 * service options (finite, so prerendered), and `position`, a job title in free text (open: a server
 * render, the prefill visitors without JavaScript need). See docs/decisions/0190-query-allow-lists.md.
 */
export const contactFormQuery = () => ({ service: SERVICE_OPTIONS as readonly string[], position: null });
