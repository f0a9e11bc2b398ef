import { ChevronDown } from "lucide-react";
import { memo, useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import type { ShellData } from "../../content/types.ts";
import { Icon } from "../ui/icon.tsx";

/**
 * Closed; open because a mouse rests on the item (closes when it leaves); or opened by a click, tap or
 * key (stays open until a click, Escape, a click outside, focus leaving or a navigation closes it).
 */
type MenuMode = "closed" | "hover" | "pinned";

/** Mouse pointers only (touch has no hover); short delays so a pointer passing by opens nothing. */
const HOVER_OPEN_MS = 120;
const HOVER_CLOSE_MS = 300;

function useHoverIntent(setMode: React.Dispatch<React.SetStateAction<MenuMode>>) {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const cancel = () => clearTimeout(timer.current);
  const later = (ms: number, next: (current: MenuMode) => MenuMode) => {
    cancel();
    timer.current = window.setTimeout(() => setMode(next), ms);
  };
  return {
    cancel,
    enter: (event: React.PointerEvent) => {
      if (event.pointerType === "mouse") later(HOVER_OPEN_MS, (current) => (current === "closed" ? "hover" : current));
    },
    leave: (event: React.PointerEvent) => {
      if (event.pointerType === "mouse") later(HOVER_CLOSE_MS, (current) => (current === "hover" ? "closed" : current));
    },
  };
}

/**
 * Services link plus a disclosure button that opens a two-column list of every service
 * (WAI-ARIA disclosure navigation: Escape and leaving the menu close it, focus returns to the button).
 * A mouse resting on the item opens it too, as desktop menus do.
 */
// Memoised: opening the mobile menu re-renders the header, and this list of fifteen links need not follow.
export const ServicesMenu = memo(function ServicesMenu({
  services,
  label,
  buttonLabel,
  linkClass,
}: {
  services: ShellData["services"];
  label: string;
  /** The name of the button that opens the panel (labels.layout.servicesMenu). */
  buttonLabel: string;
  linkClass: (active: boolean) => string;
}) {
  const [mode, setMode] = useState<MenuMode>("closed");
  const open = mode !== "closed";
  const hover = useHoverIntent(setMode);
  const panelId = useId();
  const container = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setMode("closed"), [pathname]);
  // React starts from what the page shows (docs/hydration.md, "The first input, before and during hydration"): before hydration the head script pins the
  // panel open on a click, and CSS shows it while a mouse rests on the item. After the reset above, which
  // also runs on mount.
  useEffect(() => {
    const item = container.current;
    if (button.current?.getAttribute("aria-expanded") === "true") setMode("pinned");
    else if (item?.matches(":hover")) setMode("hover");
  }, []);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !container.current?.contains(event.target)) setMode("closed");
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  return (
    <li
      ref={container}
      className="relative flex items-center"
      data-hover-menu=""
      onPointerEnter={hover.enter}
      onPointerLeave={hover.leave}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setMode("closed");
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!container.current?.contains(event.relatedTarget)) setMode("closed");
      }}
    >
      <NavLink to="/services" end={false} className={({ isActive }) => linkClass(isActive)} prefetch="intent">
        {label}
      </NavLink>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={buttonLabel}
        data-early="disclosure"
        onClick={() => {
          hover.cancel();
          // A click on a menu the pointer opened keeps it open: hover then click never ends closed.
          setMode((current) => (current === "pinned" ? "closed" : "pinned"));
        }}
        className="inline-flex size-8 items-center justify-center rounded-md text-fg-muted hover:text-accent"
      >
        <ChevronDown className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} aria-hidden="true" />
      </button>
      <ServicesPanel id={panelId} open={open} services={services} />
    </li>
  );
});

/** The panel the button opens: every service with its icon, in two columns. */
function ServicesPanel({ id, open, services }: { id: string; open: boolean; services: ShellData["services"] }) {
  return (
    <div
      id={id}
      hidden={!open}
      className="absolute top-full left-1/2 z-50 mt-3 w-[36rem] -translate-x-1/2 rounded-xl border border-line bg-surface p-4 shadow-2xl"
    >
      <ServiceLinks services={services} />
    </div>
  );
}

// Memoised: opening or closing the panel changes only its `hidden`; the fifteen links and icons are not
// rendered again on the tap.
const ServiceLinks = memo(function ServiceLinks({ services }: { services: ShellData["services"] }) {
  return (
    <ul className="grid grid-cols-2 gap-1">
      {services.map((service) => (
        <li key={service.slug}>
          <Link
            to={service.url}
            prefetch="intent"
            className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm text-fg-body hover:bg-surface-muted hover:text-accent"
          >
            <Icon name={service.icon} className="size-4 shrink-0 text-accent-icon" />
            {service.title}
          </Link>
        </li>
      ))}
    </ul>
  );
});
