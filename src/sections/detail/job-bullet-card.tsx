import { IconList } from "../../components/ui/icon-list.tsx";
import { CARD, H2 } from "./job-styles.ts";

/** One list of a job page (responsibilities, requirements, benefits) in its own card, named by its heading. */
export function BulletCard({ id, title, items }: { id: string; title: string; items: string[] }) {
  return (
    <section aria-labelledby={id} className={CARD} data-reveal>
      <h2 id={id} className={H2}>
        {title}
      </h2>
      <IconList items={items} className="mt-6 space-y-3" />
    </section>
  );
}
