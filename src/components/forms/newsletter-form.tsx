/** Placeholder until the lead pipeline is wired (issue 4): the real form replaces this file. */
export function NewsletterForm() {
  return <div data-newsletter-form />;
}
