import { Clock, Globe, Mail, MapPin, Phone, Zap, type LucideIcon } from "lucide-react";
import type { CompiledSectionOf, ContactCard } from "../../content/types.ts";
import { ContactForm } from "../../features/leads/components/index.ts";
import { SectionShell } from "../section-shell.tsx";
import { Card } from "../../components/ui/card.tsx";
import { RevealList } from "../../components/ui/reveal-list.tsx";
import { defineSection } from "../section-module.ts";

const ICONS: Record<ContactCard["kind"], LucideIcon> = {
  email: Mail,
  phone: Phone,
  address: MapPin,
  offices: Globe,
  hours: Clock,
  note: Zap,
};

/** The message form on the left; contact details, response promise and hours on the right (below it on small screens). */
function ContactFormSection({ section }: { section: CompiledSectionOf<"contact-form"> }) {
  const base = section.id ?? "contact";
  return (
    <SectionShell id={section.id}>
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-5 lg:gap-12">
        <Card as="section" variant="feature" aria-labelledby={`${base}-form`} className="p-6 shadow-sm sm:p-10 lg:col-span-3">
          <h2 id={`${base}-form`} className="heading-block text-fg">
            {section.title}
          </h2>
          {section.text && <p className="mt-3 text-fg-muted">{section.text}</p>}
          <div className="mt-8">{section.leadLabels && <ContactForm leadLabels={section.leadLabels} />}</div>
        </Card>
        <section aria-labelledby={`${base}-details`} className="lg:col-span-2">
          <h2 id={`${base}-details`} className="heading-group text-fg">
            {section.detailsTitle}
          </h2>
          <RevealList items={section.cards} keyOf={(card) => card.title} className="mt-6 space-y-5">
            {(card) => <ContactCardView card={card} />}
          </RevealList>
        </section>
      </div>
    </SectionShell>
  );
}

function ContactCardView({ card }: { card: ContactCard }) {
  const CardIcon = ICONS[card.kind];
  const highlighted = card.kind === "note";
  return (
    <div
      className={`flex gap-3 rounded-2xl p-4 sm:gap-4 sm:p-6 ${
        highlighted ? "bg-brand-band text-white shadow-lg" : "border border-line bg-surface"
      }`}
    >
      <span
        className={`inline-flex size-11 shrink-0 items-center justify-center rounded-lg ${
          highlighted ? "bg-white/15 text-white" : "bg-accent-soft text-accent"
        }`}
      >
        <CardIcon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h3 className={`heading-card ${highlighted ? "text-white" : "text-fg"}`}>{card.title}</h3>
        <CardLines card={card} />
        {card.text && <p className={`mt-2 text-sm ${highlighted ? "text-on-brand-muted" : "text-fg-muted"}`}>{card.text}</p>}
      </div>
    </div>
  );
}

function CardLines({ card }: { card: ContactCard }) {
  if (card.lines.length === 0) return null;
  const style = "mt-1 text-fg-strong";
  if (card.href) {
    const text = card.lines.join(" ");
    // A long address breaks after its "@" on a small phone, not at an arbitrary letter.
    const at = text.indexOf("@") + 1;
    return (
      <p className={style}>
        <a href={card.href} className="font-medium [overflow-wrap:anywhere] text-accent underline-offset-2 hover:underline">
          {at > 0 ? (
            <>
              {text.slice(0, at)}
              <wbr />
              {text.slice(at)}
            </>
          ) : (
            text
          )}
        </a>
      </p>
    );
  }
  if (card.kind === "address")
    return (
      <address className={`${style} not-italic`}>
        {card.lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
    );
  if (card.lines.length > 1)
    return (
      <ul className={`${style} space-y-1`}>
        {card.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    );
  return <p className={style}>{card.lines[0]}</p>;
}

export const definition = defineSection({ type: "contact-form", interactive: true, Component: ContactFormSection });
