import { cn } from "@/lib/utils";
import { formatLongDay, formatMonth, formatShortDay, streakCalendar } from "./ist-days";

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/**
 * Twelve weeks of IST days, Monday to Sunday down each column, today in the last column. A filled
 * square is a day with at least one submitted quiz; every cell says so in words for screen readers.
 */
export function StreakCalendar({ today, activeDays }: { today: string; activeDays: readonly string[] }) {
  const columns = streakCalendar(today, activeDays);
  const activeCount = columns.flat().filter((c) => c.isActive).length;
  return (
    <figure>
      <table className="w-full table-fixed border-separate border-spacing-1" data-testid="streak-calendar">
        <caption className="sr-only">
          Days you practised in the last 12 weeks ({activeCount} of them), Monday to Sunday, week by week
        </caption>
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
                  <span className="sr-only">Week of {formatShortDay(monday)}</span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((weekday, d) => (
            <tr key={weekday}>
              <th scope="row" className="pr-1 text-left text-xs font-normal text-slate-700">
                {weekday}
              </th>
              {columns.map((week) => {
                const cell = week[d]!;
                const label = cell.isFuture
                  ? `${formatLongDay(cell.day)}: still to come`
                  : `${formatLongDay(cell.day)}: ${cell.isActive ? "practised" : "no practice"}`;
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
          <span aria-hidden className="h-3 w-3 rounded-sm bg-emerald-600" /> Practised
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden className="h-3 w-3 rounded-sm bg-slate-200" /> No practice
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden className="h-3 w-3 rounded-sm ring-2 ring-blue-700" /> Today (IST)
        </span>
      </figcaption>
    </figure>
  );
}
