/** The heading and optional intro that open most sections. */
export function SectionHeading({ title, intro, id }: { title?: string; intro?: string; id?: string }) {
  if (!title) return null;
  return (
    <div className="mx-auto mb-12 max-w-3xl text-center" data-reveal>
      <h2 id={id} className="heading-section text-fg">
        {title}
      </h2>
      {intro && <p className="mt-4 text-lg text-fg-muted">{intro}</p>}
    </div>
  );
}
