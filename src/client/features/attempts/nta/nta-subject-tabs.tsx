import { useT } from "@/i18n/use-t";
import { useContentName } from "@/lib/content-language";
import { cn } from "@/lib/utils";
import { hallMessages } from "../hall/hall-messages";

/** The paper's subjects as tabs above the question; the one on screen is highlighted. */
export function NtaSubjectTabs({
  subjects,
  currentIndex,
  onSelect,
}: {
  subjects: { name: string }[];
  currentIndex: number | undefined;
  onSelect: (index: number) => void;
}) {
  const t = useT(hallMessages);
  const contentName = useContentName();
  return (
    <nav aria-label={t("subjects")} className="overflow-x-auto">
      <ul className="flex gap-1 border-b-2 border-blue-800">
        {subjects.map((subject, i) => {
          const isCurrent = i === currentIndex;
          return (
            <li key={subject.name} className="shrink-0">
              <button
                type="button"
                onClick={() => onSelect(i)}
                aria-current={isCurrent ? "true" : undefined}
                data-testid="subject-tab"
                className={cn(
                  "rounded-t-md px-4 py-2 text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600",
                  isCurrent ? "bg-blue-800 text-white" : "bg-slate-200 text-slate-900 hover:bg-slate-300",
                )}
              >
                {contentName(subject.name)}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
