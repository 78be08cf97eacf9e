import { useT } from "@/i18n/use-t";
import { formatNumber } from "@/lib/indian-formats";
import { cn } from "@/lib/utils";
import { formatLongDay, formatMonth, formatShortDay, streakCalendar } from "./ist-days";
import { progressMessages } from "./progress-messages";

const WEEKDAYS = [
  "weekdayMon",
  "weekdayTue",
  "weekdayWed",
  "weekdayThu",
  "weekdayFri",
  "weekdaySat",
  "weekdaySun",
] as const;

/**
 * Twelve weeks of IST days, Monday to Sunday down each column, today in the last column. A filled
 * square is a day with at least one submitted quiz; every cell says so in words for screen readers.
 */
export function StreakCalendar({ today, activeDays }: { today: string; activeDays: readonly string[] }) {
  const t = useT(progressMessages);
  const columns = streakCalendar(today, activeDays);
  const activeCount = columns.flat().filter((c) => c.isActive).length;
  return (
    <figure>
      <table className="w-full table-fixed border-separate border-spacing-1" data-testid="streak-calendar">
        <caption className="sr-only">{t("calendarCaption", { count: formatNumber(activeCount) })}</caption>
        <thead>
          <tr>
            <td className="w-9" />
            {columns.map((week) => {
              const monday = week[0]!.day;
              // a month is named above the week that holds its first day
              const firstOfMonth = week.find((c) => c.day.endsWith("-01"));
              return (
                <th key={monday} scope="col" className="text-left text-xs font-normal text-slate-700">
                  <span aria-hidden>{firstOfMonth ? formatMonth(firstOfMonth.day) : ""}</span>
                  <span className="sr-only">{t("weekOf", { day: formatShortDay(monday) })}</span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((weekday, d) => (
            <tr key={weekday}>
              <th scope="row" className="pr-1 text-left text-xs font-normal text-slate-700">
                {t(weekday)}
              </th>
              {columns.map((week) => {
                const cell = week[d]!;
                const day = formatLongDay(cell.day);
                const label = t(
                  cell.isFuture ? "dayToCome" : cell.isActive ? "dayPractised" : "dayNoPractice",
                  {
                    day,
                  },
                );
                return (
                  <td key={cell.day} className="p-0">
                    <div
                      title={label}
                      data-active={cell.isActive || undefined}
                      data-day={cell.day}
                      className={cn(
                        "aspect-square w-full max-w-8 rounded-sm",
                        cell.isFuture
                          ? "border border-dashed border-slate-200 bg-transparent"
                          : cell.isActive
                            ? "bg-emerald-600"
                            : "bg-slate-200",
                        cell.day === today && "ring-2 ring-blue-700 ring-offset-1",
                      )}
                    >
                      <span className="sr-only">{label}</span>
                    </div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <figcaption className="mt-3 flex flex-wrap items-center gap-4 text-sm text-slate-700">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden className="h-3 w-3 rounded-sm bg-emerald-600" /> {t("legendPractised")}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden className="h-3 w-3 rounded-sm bg-slate-200" /> {t("legendNoPractice")}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden className="h-3 w-3 rounded-sm ring-2 ring-blue-700" /> {t("legendToday")}
        </span>
      </figcaption>
    </figure>
  );
}
