import type { Hero } from "../../content/types.ts";
import { Button } from "../../components/ui/button.tsx";
import { Counter } from "../../components/ui/counter.tsx";
import { ParticleBackground } from "../../components/ui/particle-background.tsx";
import { Photo } from "../../components/ui/photo.tsx";
import { defineSection } from "../section-module.ts";

function HeroSection({ section }: { section: Hero }) {
  return (
    <section id={section.id} className="relative isolate overflow-hidden bg-header-wash pt-32 pb-20">
      {section.particles && <ParticleBackground />}
      <div className={`relative mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:px-8 ${section.image ? "lg:grid-cols-2" : ""}`}>
        <div className={section.image ? "" : "mx-auto max-w-3xl text-center"}>
          {section.eyebrow && <p className="eyebrow text-accent">{section.eyebrow}</p>}
          <h1 className="mt-3 heading-hero text-fg">
            {section.title}
            {section.highlight && (
              <>
                {" "}
                <span className="text-brand-gradient">{section.highlight}</span>
              </>
            )}
          </h1>
          <p className="mt-6 text-lg text-fg-muted sm:text-xl">{section.text}</p>
          {section.actions && section.actions.length > 0 && (
            <div className={`mt-10 flex flex-wrap gap-4 ${section.image ? "" : "justify-center"}`}>
              {section.actions.map((action) => (
                <Button key={action.label} {...action} />
              ))}
            </div>
          )}
          {section.stats && section.stats.length > 0 && (
            <dl className={`mt-12 grid gap-6 ${section.stats.length === 3 ? "sm:grid-cols-3" : "grid-cols-2 sm:grid-cols-4"}`}>
              {section.stats.map((stat) => (
                <div key={stat.label} className="rounded-xl border border-line bg-surface/70 p-4">
                  <dt className="text-sm text-fg-muted">{stat.label}</dt>
                  <dd className="order-first text-3xl font-bold text-fg">
                    <Counter value={stat.value} prefix={stat.prefix} suffix={stat.suffix} />
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        {section.image && <Photo image={section.image} preset="hero" priority className="rounded-2xl shadow-2xl" />}
      </div>
    </section>
  );
}

export const definition = defineSection({ type: "hero", interactive: true, Component: HeroSection });
