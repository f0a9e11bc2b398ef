import { Moon, Sun } from "lucide-react";
import { memo, useEffect, useState } from "react";

const THEME_KEY = "theme";

interface ThemeToggleProps {
  /** Its name for assistive technology (pressed in the light theme), and its two tooltips: labels.layout. */
  name: string;
  toLight: string;
  toDark: string;
}

/** Switches light/dark and remembers the choice under localStorage "theme" (docs/decisions/0013). */
// Memoised: its props are three strings, so the header's own state changes (menu, scroll) never re-render it.
export const ThemeToggle = memo(function ThemeToggle({ name, toLight, toDark }: ThemeToggleProps) {
  const [dark, setDark] = useState(true);
  useEffect(() => setDark(document.documentElement.classList.contains("dark")), []);

  function toggle() {
    const next = !dark;
    document.documentElement.classList.toggle("dark", next);
    try {
      localStorage.setItem(THEME_KEY, next ? "dark" : "light");
    } catch {
      // Storage can be blocked (private modes); the theme still changes for this page.
    }
    setDark(next);
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
