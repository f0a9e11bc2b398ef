/** The heading and optional intro that open most sections. */
export function SectionHeading({ title, intro, id }: { title?: string; intro?: string; id?: string }) {
  if (!title) return null;
  return (
    <div className="mx-auto mb-12 max-w-3xl text-center" data-reveal>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {title}
      </h2>
      {intro && <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{intro}</p>}
    </div>
  );
}
