import { Bell } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useMarkNotificationsRead, useNotifications } from "@/hooks/use-notifications";
import { useT } from "@/i18n/use-t";
import { formatNumber } from "@/lib/indian-formats";
import { formatIstDate } from "@/lib/ist-date";
import { Link, useLocation } from "@/lib/router";
import { cn } from "@/lib/utils";
import { noticeText } from "./notice-text";
import { noticesMessages } from "./notices-messages";

/**
 * The signed-in header's notices (an answer key corrected in a quiz the learner took, a report
 * answered), each in the reader's language (notice-text.ts): a bell with the unread count that opens
 * the list under the header; opening it marks them read. Escape or a change of page closes it.
 */
export function NoticeBell() {
  const t = useT(noticesMessages);
  const { data } = useNotifications();
  const markRead = useMarkNotificationsRead();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const unread = data?.unreadCount ?? 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to the page changing
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const toggle = () => {
    const opening = !open;
    setOpen(opening);
    if (opening && unread > 0) markRead.mutate();
  };
  const notices = data?.notifications ?? [];
  return (
    <div>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? t("noticesUnread", { count: formatNumber(unread) }) : t("notices")}
        onClick={toggle}
        className="relative inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
        data-testid="notice-bell"
      >
        <Bell className="h-5 w-5" aria-hidden />
        {unread > 0 ? (
          <span className="absolute right-1 top-1 min-w-[1.1rem] rounded-full bg-red-600 px-1 text-center text-[0.7rem] font-semibold leading-[1.1rem] text-white">
            {formatNumber(unread)}
          </span>
        ) : null}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[70vh] overflow-y-auto border-b border-slate-200 bg-white px-4 py-3 shadow-md md:left-auto md:right-4 md:w-96 md:rounded-b-md md:border-x"
        data-testid="notice-list"
      >
        <h2 className="pb-2 text-sm font-semibold text-slate-900">{t("notices")}</h2>
        {notices.length === 0 ? (
          <p className="text-sm text-slate-600">{t("noNotices")}</p>
        ) : (
          <ul className="grid gap-2">
            {notices.map((n) => (
              <li
                key={n.id}
                className={cn(
                  "rounded-md border p-3 text-sm",
                  n.read ? "border-slate-200" : "border-blue-300 bg-blue-50",
                )}
              >
                <p className="text-slate-900">{noticeText(t, n)}</p>
                <p className="mt-1 flex items-center justify-between text-xs text-slate-600">
                  <span>{formatIstDate(n.createdAt)}</span>
                  {n.link ? (
                    <Link to={n.link} className="font-medium text-blue-800 underline">
                      {t("seeYourResult")}
                    </Link>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
