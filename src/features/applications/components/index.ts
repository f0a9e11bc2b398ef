/** The applications feature's React components, their one entry (docs/decisions/0541): the job page's application form. */
export { ApplicationForm } from "./application-form.tsx";
