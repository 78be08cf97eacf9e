import * as Tabs from "@radix-ui/react-tabs";
import type { ComponentType } from "react";
import { useSearchParams } from "@/lib/router";

export type UrlTab = { value: string; label: string; Content: ComponentType };

/**
 * A panel's tabs, the open one kept in the URL's `?tab=` (none for the first), so a reload or a
 * shared link opens the same tab. The tabs wrap into rows, so every one is in sight at any width
 * (none hides past an edge).
 */
export function UrlTabs({ tabs, label }: { tabs: readonly UrlTab[]; label: string }) {
  const [search, setSearch] = useSearchParams();
  const first = tabs[0]?.value;
  const requested = search.get("tab");
  const open = tabs.find((entry) => entry.value === requested)?.value ?? first;
  return (
    <Tabs.Root
      className="min-w-0"
      value={open}
      onValueChange={(value) => setSearch(value === first ? {} : { tab: value }, { replace: true })}
    >
      <Tabs.List
        aria-label={label}
        className="flex flex-wrap gap-1 rounded-xl border border-slate-200 bg-white p-1"
      >
        {tabs.map((entry) => (
          <Tabs.Trigger
            key={entry.value}
            value={entry.value}
            className="whitespace-nowrap rounded-lg px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 data-[state=active]:bg-blue-700 data-[state=active]:text-white sm:px-3"
          >
            {entry.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map(({ value, Content }) => (
        <Tabs.Content key={value} value={value} className="mt-6 focus-visible:outline-none">
          <Content />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
