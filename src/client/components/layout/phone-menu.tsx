import { Menu, X } from "lucide-react";
import { type ReactNode, useId, useRef } from "react";
import { useDisclosure } from "./use-disclosure";

/**
 * The header's menu on phones: a button that shows and hides a panel under the header (a
 * disclosure, use-disclosure.ts). `className` hides the button where the header shows everything.
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
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { open, toggle } = useDisclosure(button, panel);

  return (
    <div className={className}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        onClick={toggle}
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
