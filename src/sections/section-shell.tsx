/** The vertical rhythm and width every section shares; alternate sections get a tinted band. */
export function SectionShell({
  id,
  tinted = false,
  children,
  labelledBy,
}: {
  id?: string;
  tinted?: boolean;
  children: React.ReactNode;
  labelledBy?: string;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`scroll-mt-20 py-20 ${tinted ? "bg-slate-50 dark:bg-slate-900/60" : ""}`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  );
}
