/**
 * BENCH_ONLY=… BENCH_RECORD=1: a partial rerun written into BENCHMARKS.md. Each measured row replaces
 * the table's rows of the same budget (a new budget is added at the table's end), a note of the run
 * replaces the note that starts the same way ("Exam hall first-load files (gzip): …"), and a line
 * under the table says which rows were rerun, when, and how loaded the machine was; the rest stays.
 */
export function recordPartialRun(
  existing: string,
  rows: string[],
  rerunLine: string,
  notes: string[] = [],
): string {
  const lines = existing.split("\n");
  // a count measured in the run, "(127 wheel steps)" at the end, is not part of the budget's name
  const budgetOf = (line: string) => (line.split("|")[1]?.trim() ?? "").replace(/\s*\(\d[\d,]*[^()]*\)$/, "");
  const tableStart = lines.findIndex((l) => l.startsWith("| Budget |"));
  if (tableStart === -1) throw new Error("BENCHMARKS.md has no table of budgets to update");
  let tableEnd = tableStart;
  while (lines[tableEnd + 1]?.startsWith("|")) tableEnd++;
  for (const row of rows) {
    const at = lines.findIndex(
      (l, i) => i > tableStart + 1 && i <= tableEnd && budgetOf(l) === budgetOf(row),
    );
    if (at !== -1) {
      lines[at] = row;
      // and an older row of the same budget under another count goes
      for (let i = tableEnd; i > at; i--) {
        if (budgetOf(lines[i] ?? "") === budgetOf(row)) {
          lines.splice(i, 1);
          tableEnd--;
        }
      }
    } else lines.splice(++tableEnd, 0, row);
  }
  const noteKey = (note: string) => note.slice(0, note.indexOf(":") + 1);
  for (const note of notes) {
    const key = noteKey(note);
    if (!key) continue;
    const at = lines.findIndex((l, i) => i > tableEnd && l.startsWith(`- ${key}`));
    if (at !== -1) lines[at] = `- ${note}`;
  }
  // one rerun line per scenario set, replaced by the next rerun of the same set
  const key = rerunLine.slice(0, rerunLine.indexOf(":"));
  const previous = lines.findIndex((l, i) => i > tableEnd && l.startsWith(key));
  if (previous !== -1) lines[previous] = rerunLine;
  else lines.splice(tableEnd + 1, 0, "", rerunLine);
  return lines.join("\n");
}
