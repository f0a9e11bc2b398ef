import { useEffect } from "react";

export type CloseReason = "button" | "escape" | "outside" | "navigation";

/** While the panel is open, Escape (when the focus is the page's, the launcher's or the panel's) and a pointer outside close it. */
export function usePanelDismiss(
  open: boolean,
  onClose: (reason: CloseReason) => void,
  launcher: React.RefObject<HTMLButtonElement | null>,
  panel: React.RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const active = document.activeElement;
      // Escape elsewhere on the page belongs to whatever has the focus there (menus, say).
      if (active && active !== document.body && active !== launcher.current && !panel.current?.contains(active)) return;
      event.preventDefault();
      onClose("escape");
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panel.current?.contains(target) || launcher.current?.contains(target)) return;
      onClose("outside");
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, onClose, launcher, panel]);
}
