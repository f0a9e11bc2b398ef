import { SectionHeading } from "../components/ui/section-heading.tsx";

/**
 * The vertical rhythm and width every section shares; alternate sections get a tinted band. With
 * `heading`, the section opens with its centred title and intro (most section types have both fields).
 */
export function SectionShell({
  id,
  tinted = false,
  heading,
  children,
  labelledBy,
}: {
  id?: string;
  tinted?: boolean;
  heading?: { title?: string; intro?: string };
  children: React.ReactNode;
  labelledBy?: string;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`scroll-mt-20 py-20 ${tinted ? "bg-canvas-tint" : ""}`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {heading && <SectionHeading title={heading.title} intro={heading.intro} />}
        {children}
      </div>
    </section>
  );
}
