import { Moon, Sun } from "lucide-react";
import { memo, useEffect, useState } from "react";
import { THEME_NEXT_ATTRIBUTE } from "../../hydration/early-input.ts";

const THEME_KEY = "theme";

interface ThemeToggleProps {
  /** Its name for assistive technology (pressed in the light theme), and its two tooltips: labels.layout. */
  name: string;
  toLight: string;
  toDark: string;
}

/** Switches light/dark and remembers the choice under localStorage "theme". */
// Memoised: its props are three strings, so the header's own state changes (menu, scroll) never re-render it.
export const ThemeToggle = memo(function ThemeToggle({ name, toLight, toDark }: ThemeToggleProps) {
  const [dark, setDark] = useState(true);
  // The head script may have switched before hydration, its colours still a frame away (docs/hydration.md, "The first input, before and during hydration").
  useEffect(() => {
    const root = document.documentElement;
    const pending = root.getAttribute(THEME_NEXT_ATTRIBUTE);
    setDark(pending ? pending === "dark" : root.classList.contains("dark"));
  }, []);

  function toggle() {
    const next = !dark;
    try {
      localStorage.setItem(THEME_KEY, next ? "dark" : "light");
    } catch {
      // Storage can be blocked (private modes); the theme still changes for this page.
    }
    setDark(next);
    paintThemeSoon(next);
  }

  return (
    <button
      type="button"
      onClick={toggle}
      data-early="theme"
      aria-pressed={!dark}
      aria-label={name}
      title={dark ? toLight : toDark}
      className="no-print inline-flex size-10 items-center justify-center rounded-lg text-fg-body hover:bg-control-hover"
    >
      {dark ? <Sun className="size-5" aria-hidden="true" /> : <Moon className="size-5" aria-hidden="true" />}
    </button>
  );
});

/**
 * The whole page restyles when the theme changes: that work comes after the frame that shows the tap (the
 * button's new state), so the tap is answered within a frame.
 */
function paintThemeSoon(dark: boolean) {
  const root = document.documentElement;
  root.setAttribute(THEME_NEXT_ATTRIBUTE, dark ? "dark" : "light");
  requestAnimationFrame(() =>
    setTimeout(() => {
      const next = root.getAttribute(THEME_NEXT_ATTRIBUTE);
      if (!next) return;
      root.classList.toggle("dark", next === "dark");
      root.removeAttribute(THEME_NEXT_ATTRIBUTE);
    }),
  );
}
