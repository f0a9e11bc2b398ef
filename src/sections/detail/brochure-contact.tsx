export interface BrochureContactDetails {
  name: string;
  phone: string;
  email: string;
  street: string;
  /** City, state code and ZIP, e.g. Dallas, TX 75201. */
  locality: string;
  /** The site's origin, e.g. https://www.example.com. */
  website: string;
  /** The service page's absolute address. */
  details: string;
}

interface Labels {
  phone: string;
  email: string;
  address: string;
  website: string;
  details: string;
}

/** On paper an address is read, not clicked: the scheme is noise, the host and path are what people type. */
function readable(url: string): string {
  return url.replace(/^https?:\/\//, "");
}

/** How to reach the company, at the foot of a printed brochure: every detail comes from content/site.yaml. */
export function BrochureContact({ heading, labels, contact }: { heading: string; labels: Labels; contact: BrochureContactDetails }) {
  const telephone = `tel:${contact.phone.replace(/[^+\d]/g, "")}`;
  const rows = [
    { label: labels.phone, value: contact.phone, href: telephone },
    { label: labels.email, value: contact.email, href: `mailto:${contact.email}` },
    { label: labels.website, value: readable(contact.website), href: contact.website },
    { label: labels.details, value: readable(contact.details), href: contact.details },
  ];
  return (
    <section aria-labelledby="brochure-contact" className="mt-3 break-inside-avoid border-t-2 border-accent-strong pt-2">
      <h2 id="brochure-contact" className="heading-brochure-part text-fg">
        {heading}
      </h2>
      <address className="mt-1 grid gap-x-8 gap-y-2 not-italic sm:grid-cols-[auto_minmax(0,1fr)] print:grid-cols-[auto_minmax(0,1fr)]">
        <p data-part="contact-address">
          <span className="font-semibold text-fg">{contact.name}</span>
          <br />
          <span className="sr-only">{labels.address}: </span>
          {contact.street}
          <br />
          {contact.locality}
        </p>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] content-start gap-x-3 gap-y-2 print:gap-y-0">
          {rows.map((row) => (
            <div key={row.label} className="contents">
              <dt className="font-semibold text-fg">{row.label}</dt>
              <dd className="[overflow-wrap:anywhere]">
                <a href={row.href} className="text-accent-strong underline-offset-2 hover:underline">
                  {row.value}
                </a>
              </dd>
            </div>
          ))}
        </dl>
      </address>
    </section>
  );
}
