// Prints the question bank's counts (docs/content/README.md is written from this output) and, per
// exam, how it stands against its syllabus: questions per chapter, full papers, Hindi, key balance
// per paper and duplicates (product.md section 18).
import { ALL_EXAM_CONTENT, ALL_SYLLABI } from "~/server/content";
import { bankCounts, bankCountsMarkdown } from "~/server/content/report/bank-counts";
import { examReport, examReportText } from "~/server/content/report/syllabus-report";

process.stdout.write(`${bankCountsMarkdown(bankCounts(ALL_EXAM_CONTENT))}\n`);
for (const content of ALL_EXAM_CONTENT) {
  const syllabus = ALL_SYLLABI.find((s) => s.exam === content.exam.key);
  if (!syllabus) throw new Error(`no syllabus for ${content.exam.key}`);
  process.stdout.write(`\n${examReportText(examReport(content, syllabus))}\n`);
}
