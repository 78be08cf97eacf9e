// Prints the question bank's counts (docs/content/README.md is written from this output).
import { ALL_EXAM_CONTENT } from "~/server/content";
import { bankCounts, bankCountsMarkdown } from "~/server/content/report/bank-counts";

process.stdout.write(`${bankCountsMarkdown(bankCounts(ALL_EXAM_CONTENT))}\n`);
