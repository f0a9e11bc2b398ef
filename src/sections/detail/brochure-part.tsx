/** One titled part of the sheet, named for screen readers by its heading. */
export function BrochurePart({
  part,
  heading,
  className = "mt-3",
  children,
}: {
  part: string;
  heading: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  const id = `brochure-${part}`;
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="heading-brochure-part text-fg">
        {heading}
      </h2>
      {children}
    </section>
  );
}
