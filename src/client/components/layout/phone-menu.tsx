import { Menu, X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "@/lib/router";

/**
 * The header's menu on phones: a button that shows and hides a panel under the header (a
 * disclosure). Escape closes it and gives the focus back to the button; following a link or a
 * change of page closes it too. `className` hides the button where the header shows everything.
 */
export function PhoneMenu({
  label,
  className,
  children,
}: {
  /** the button's accessible name, e.g. "Menu" */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { pathname, hash } = useLocation();

  // a new page (or anchor) closes the menu
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to the location changing
  useEffect(() => setOpen(false), [pathname, hash]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    // following a link closes the menu (an in-page anchor changes no route)
    const onClick = (e: MouseEvent) => {
      if (e.target instanceof Element && e.target.closest("a")) setOpen(false);
    };
    const panelElement = panel.current;
    document.addEventListener("keydown", onKey);
    panelElement?.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      panelElement?.removeEventListener("click", onClick);
    };
  }, [open]);

  return (
    <div className={className}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
      >
        {open ? <X className="h-5 w-5" aria-hidden /> : <Menu className="h-5 w-5" aria-hidden />}
      </button>
      <div
        ref={panel}
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100vh-3.5rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 py-3 shadow-md"
      >
        {children}
      </div>
    </div>
  );
}
