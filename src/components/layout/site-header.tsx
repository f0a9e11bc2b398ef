import { Menu, X } from "lucide-react";
import { memo, useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import type { ShellData } from "../../content/types.ts";
import { Button } from "../ui/button.tsx";
import { fillTemplate } from "../../lib/fill-template.ts";
import { CLOSE_ON_SCROLL_PX } from "../../hydration/early-input.ts";
import { HeaderSearch } from "./header-search.tsx";
import { Logo } from "./logo.tsx";
import { SearchForm } from "./search-form.tsx";
import { ServicesMenu } from "./services-menu.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";
import { useScrolledPast } from "./use-scrolled.ts";

const linkClass = (active: boolean) =>
  `rounded-md px-1.5 py-2 text-sm font-medium whitespace-nowrap transition-colors xl:px-2 ${
    active ? "text-accent" : "text-fg-body hover:text-accent"
  }`;

export function SiteHeader({ shell }: { shell: ShellData }) {
  const { layout } = shell.labels;
  const scrolled = useScrolledPast();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => setMenuOpen(false), [pathname]);
  // React starts from what the page shows: the head script may have opened the menu before hydration
  // (docs/decisions/0490). After the reset above, which also runs on mount.
  useEffect(() => {
    if (menuButton.current?.getAttribute("aria-expanded") === "true") setMenuOpen(true);
  }, []);
  useEffect(() => {
    if (!menuOpen) return;
    // The mobile menu closes as soon as the visitor scrolls the page (the head script does the same before hydration).
    const start = window.scrollY;
    const close = () => Math.abs(window.scrollY - start) > CLOSE_ON_SCROLL_PX && setMenuOpen(false);
    window.addEventListener("scroll", close, { passive: true });
    return () => window.removeEventListener("scroll", close);
  }, [menuOpen]);

  return (
    <header
      data-scrolled={scrolled}
      className="site-header fixed inset-x-0 top-0 z-40 border-b border-transparent transition-colors data-[scrolled=true]:border-line-subtle/70 data-[scrolled=true]:bg-canvas/80 data-[scrolled=true]:backdrop-blur-md"
    >
      <nav
        aria-label={layout.mainNavigation}
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-6 lg:px-8"
      >
        <Logo name={shell.site.name} />
        <DesktopLinks shell={shell} />
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <HeaderActions layout={layout} />
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-lg text-fg-body hover:bg-control-hover lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            data-early="disclosure"
            data-early-close=""
            ref={menuButton}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
            <span className="sr-only">{layout.menu}</span>
          </button>
        </div>
      </nav>
      <div id={menuId} hidden={!menuOpen} className="border-t border-line-subtle bg-canvas px-4 pb-6 shadow-xl lg:hidden">
        <SearchForm labels={layout} landmark className="pt-4" />
        <MenuLinks navigation={shell.site.navigation} close={setMenuOpen} />
        <Button href="/contact" label={layout.quote} className="w-full" />
      </div>
    </header>
  );
}

/*
 * The parts below do not change when the menu opens or the page scrolls; memo keeps React from rendering
 * them again on every tap of the menu button.
 */

const DesktopLinks = memo(function DesktopLinks({ shell }: { shell: ShellData }) {
  const { layout } = shell.labels;
  return (
    <ul className="hidden items-center lg:flex xl:gap-1">
      {shell.site.navigation.map((item) =>
        item.href === "/services" ? (
          <ServicesMenu
            key={item.href}
            services={shell.services}
            label={item.label}
            buttonLabel={fillTemplate(layout.servicesMenu, { menu: item.label })}
            linkClass={linkClass}
          />
        ) : (
          <li key={item.href}>
            <NavLink to={item.href} end={item.href === "/"} className={({ isActive }) => linkClass(isActive)} prefetch="intent">
              {item.label}
            </NavLink>
          </li>
        ),
      )}
    </ul>
  );
});

const HeaderActions = memo(function HeaderActions({ layout }: { layout: ShellData["labels"]["layout"] }) {
  return (
    <>
      <HeaderSearch layout={layout} />
      <ThemeToggle name={layout.theme} toLight={layout.toLight} toDark={layout.toDark} />
      {/* Below 640 px the call to action lives in the menu, so the wordmark keeps one line. */}
      <Button href="/contact" label={layout.quote} className="whitespace-nowrap max-sm:hidden lg:max-xl:px-3" />
    </>
  );
});

const MenuLinks = memo(function MenuLinks({
  navigation,
  close,
}: {
  navigation: ShellData["site"]["navigation"];
  close: (open: boolean) => void;
}) {
  return (
    <ul className="flex flex-col py-2">
      {navigation.map((item) => (
        <li key={item.href}>
          <Link
            to={item.href}
            onClick={() => close(false)}
            className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-surface-muted dark:text-slate-100"
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
});
