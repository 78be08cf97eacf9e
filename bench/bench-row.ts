/** One row of BENCHMARKS.md's table: a figure beside its ceiling and its target, and whether it met that target. */
export type BenchRow = { budget: string; measured: string; ceiling: string; target: string; met: boolean };
