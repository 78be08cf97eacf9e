import { describe, expect, it } from "vitest";
import { recordPartialRun } from "../../bench/partial-record";

const FILE = `# Benchmarks

Measured on 2026-11-20.

| Budget | Measured | Ceiling | Target | Met |
| --- | --- | --- | --- | --- |
| Quiz read | p99 46 ms | p99 3 ms | ≤ 25 ms | **NO** |
| Herd | held | below | hold | yes |

- a note of the full run: as measured then
`;

describe("a partial bench run written into BENCHMARKS.md", () => {
  it("replaces the rows it measured, adds a new budget, and says so under the table", () => {
    const rerun = "Rerun alone (BENCH_ONLY=quiz): on 2026-11-24, load average 0.3 on 2 cores at the start.";
    const once = recordPartialRun(
      FILE,
      [
        "| Quiz read | p99 19 ms | p99 3 ms | ≤ 25 ms | yes |",
        "| Quiz list | p99 9 ms | n/a | ≤ 25 ms | yes |",
      ],
      rerun,
    );
    expect(once).toBe(`# Benchmarks

Measured on 2026-11-20.

| Budget | Measured | Ceiling | Target | Met |
| --- | --- | --- | --- | --- |
| Quiz read | p99 19 ms | p99 3 ms | ≤ 25 ms | yes |
| Herd | held | below | hold | yes |
| Quiz list | p99 9 ms | n/a | ≤ 25 ms | yes |

${rerun}

- a note of the full run: as measured then
`);
    // the same set rerun later replaces its line instead of adding another
    const again = recordPartialRun(
      once,
      ["| Quiz read | p99 21 ms | p99 3 ms | ≤ 25 ms | yes |"],
      rerun.replace("2026-11-24", "2026-11-25"),
    );
    expect(again.match(/Rerun alone \(BENCH_ONLY=quiz\)/g)).toHaveLength(1);
    expect(again).toContain("on 2026-11-25");
    expect(again).toContain("| Quiz read | p99 21 ms |");
  });

  it("takes a row whose measured count changed for the same budget, and drops an older one of it", () => {
    const table = FILE.replace(
      "| Herd | held | below | hold | yes |",
      "| Scroll the paper (126 wheel steps) | 2 long tasks | n/a | none | **NO** |\n| Herd | held | below | hold | yes |\n| Scroll the paper (127 wheel steps) | 8 long tasks | n/a | none | **NO** |",
    );
    const written = recordPartialRun(
      table,
      ["| Scroll the paper (128 wheel steps) | 0 long tasks | n/a | none | yes |"],
      "Rerun alone (BENCH_ONLY=exam-hall): now",
    );
    expect(written.match(/\| Scroll the paper/g)).toHaveLength(1);
    expect(written).toContain(
      "| Scroll the paper (128 wheel steps) | 0 long tasks | n/a | none | yes |\n| Herd |",
    );
    // a name that merely ends in parentheses without a count stays itself
    const worst = recordPartialRun(
      FILE.replace("| Quiz read |", "| Quiz read (worst of 12) |"),
      ["| Quiz read | p99 19 ms | p99 3 ms | ≤ 25 ms | yes |"],
      "Rerun alone (BENCH_ONLY=quiz): now",
    );
    expect(worst).toContain("| Quiz read (worst of 12) | p99 46 ms |");
  });

  it("replaces a note of the full run with the rerun's note of the same thing", () => {
    const written = recordPartialRun(FILE, [], "Rerun alone (BENCH_ONLY=quiz): now", [
      "a note of the full run: as measured again",
      "a note the full run did not have: left out",
    ]);
    expect(written).toContain("- a note of the full run: as measured again\n");
    expect(written).not.toContain("as measured then");
    expect(written).not.toContain("left out");
  });

  it("refuses a file without the table", () => {
    expect(() => recordPartialRun("# Benchmarks\n", [], "Rerun alone (BENCH_ONLY=x): now")).toThrow(
      /no table/,
    );
  });
});
