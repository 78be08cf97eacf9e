import { ChevronDown } from "lucide-react";
import { useId, useRef } from "react";
import { useMyReports } from "@/hooks/use-my-reports";
import { useT } from "@/i18n/use-t";
import { formatNumber } from "@/lib/indian-formats";
import { AccountLink, BillingLink, LogoutButton } from "./account-links";
import { layoutMessages } from "./layout-messages";
import { MyReportsLink } from "./my-reports-link";
import { useDisclosure } from "./use-disclosure";

/**
 * The top bar's account menu from lg (1024 px) up: the learner's name opens My reports, Billing, Account and
 * Logout, so the bar stays one row at a laptop's width in both languages. Unread replies to the
 * learner's reports are counted on the name, as on My reports inside.
 */
export function AccountMenu({ name, className }: { name: string; className?: string }) {
  const t = useT(layoutMessages);
  const unread = useMyReports().data?.unread ?? 0;
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
        onClick={toggle}
        className="inline-flex max-w-[14rem] items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
      >
        <span className="sr-only">{t("accountMenu")}: </span>
        <span className="truncate" data-testid="nav-user-name">
          {name}
        </span>
        {unread > 0 ? (
          <span
            className="rounded-full bg-red-700 px-1.5 text-xs font-semibold text-white"
            data-testid="account-unread-replies"
          >
            {formatNumber(unread)}
            <span className="sr-only">{t("newReplies", { count: unread })}</span>
          </span>
        ) : null}
        <ChevronDown className="h-4 w-4 shrink-0" aria-hidden />
      </button>
      <div
        ref={panel}
        id={panelId}
        hidden={!open}
        className="absolute right-4 top-full z-50 mt-1 grid w-56 gap-1 rounded-md border border-slate-200 bg-white p-2 shadow-md"
      >
        <MyReportsLink />
        <BillingLink />
        <AccountLink />
        <LogoutButton />
      </div>
    </div>
  );
}
