/**
 * The leads feature's React components, their one entry (docs/decisions/0541): the contact and newsletter forms the
 * sections draw, and the field and bot trap the job application's form shares.
 */
export { BotTrap } from "./bot-trap.tsx";
export { ContactForm } from "./contact-form.tsx";
export { FormField } from "./form-field.tsx";
export { NewsletterForm } from "./newsletter-form.tsx";
