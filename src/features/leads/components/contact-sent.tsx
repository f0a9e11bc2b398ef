import { Link } from "react-router";
import { useLabels } from "../../../components/layout/use-labels.ts";

/** What replaces the contact form once it was posted without JavaScript and stored: sent, and a link to write again. */
export function ContactSent() {
  const text = useLabels().forms;
  return (
    <div role="status" className="rounded-2xl border border-success-soft-line bg-success-soft p-8 text-on-success-soft">
      <h2 className="heading-group">{text.sent.title}</h2>
      <p className="mt-2">{text.sent.text}</p>
      <Link to="/contact" className="mt-6 inline-block font-semibold underline">
        {text.sent.again}
      </Link>
    </div>
  );
}
