import { type RefObject, useEffect, useState } from "react";
import { useLocation } from "@/lib/router";

/**
 * A button that shows and hides a panel (a disclosure), as the header's menus use it: Escape closes
 * the panel and gives the focus back to the button; following a link in it, a change of page, or a
 * press outside both closes it.
 */
export function useDisclosure(
  button: RefObject<HTMLButtonElement | null>,
  panel: RefObject<HTMLElement | null>,
): { open: boolean; toggle: () => void } {
  const [open, setOpen] = useState(false);
  const { pathname, hash } = useLocation();

  // a new page (or anchor) closes the panel
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to the location changing
  useEffect(() => setOpen(false), [pathname, hash]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    // following a link closes the panel (an in-page anchor changes no route)
    const onClick = (e: MouseEvent) => {
      if (e.target instanceof Element && e.target.closest("a")) setOpen(false);
    };
    const onPressOutside = (e: PointerEvent) => {
      const target = e.target as Node | null;
      if (button.current?.contains(target) || panel.current?.contains(target)) return;
      setOpen(false);
    };
    const panelElement = panel.current;
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPressOutside);
    panelElement?.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPressOutside);
      panelElement?.removeEventListener("click", onClick);
    };
  }, [open, button, panel]);

  return { open, toggle: () => setOpen((o) => !o) };
}
