import { Button } from "./button";

/**
 * Previous / "page N of M" / next under a paged list, in the caller's words: nothing when the list
 * fits one page.
 */
export function Pager({
  page,
  pages,
  onPage,
  labels,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  labels: { nav: string; previous: string; next: string; pageOf: string };
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={labels.nav} className="mt-4 flex items-center justify-between gap-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {labels.previous}
      </Button>
      <span className="text-sm text-slate-700">{labels.pageOf}</span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {labels.next}
      </Button>
    </nav>
  );
}
