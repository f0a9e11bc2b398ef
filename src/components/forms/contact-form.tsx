/** Placeholder until the lead pipeline is wired (issue 4): the real form replaces this file. */
export function ContactForm() {
  return <div data-contact-form />;
}
