import { Link } from "react-router";
import { useLabels } from "../layout/use-labels.ts";

/** What replaces the contact form once it was posted without JavaScript and stored: sent, and a link to write again. */
export function ContactSent() {
  const text = useLabels().forms;
  return (
    <div
      role="status"
      className="rounded-2xl border border-emerald-300 bg-emerald-50 p-8 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100"
    >
      <h2 className="text-2xl font-bold">{text.sent.title}</h2>
      <p className="mt-2">{text.sent.text}</p>
      <Link to="/contact" className="mt-6 inline-block font-semibold underline">
        {text.sent.again}
      </Link>
    </div>
  );
}
