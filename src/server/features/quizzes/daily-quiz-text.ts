import hindiNames from "~/client/i18n/locales/hi/content-names.json";
import hindiExamNames from "~/client/i18n/locales/hi/exam-names.json";
import type { ExamType } from "~/shared/contract/common";

/**
 * A daily quiz's title and description in English and Hindi, as the schedule writes them when it
 * assembles the day's quiz. The Hindi takes the subject and exam names the interface shows
 * (content-names.json, exam-names.json), so both read alike; a subject they do not list (an admin's
 * own) stays as written.
 */
export function dailyQuizText(input: {
  exam: { key: ExamType; name: string };
  day: string;
  subjects: string[];
  questionCount: number;
}) {
  const { exam, day, subjects, questionCount } = input;
  const subjectsHi = subjects.map((s) => (hindiNames as Record<string, string>)[s] ?? s);
  return {
    title: `${exam.name} Daily Quiz – ${englishDay(day)}`,
    description: `${questionCount} questions across ${subjects.join(", ")}, the same for everyone today.`,
    titleHi: `${hindiExamNames[exam.key]} दैनिक क्विज़ – ${hindiDay(day)}`,
    descriptionHi: `${hindiList(subjectsHi)} से ${questionCount} प्रश्न, आज सभी के लिए एक जैसे।`,
  };
}

/** "भौतिकी, रसायन विज्ञान और गणित" */
const hindiList = (items: string[]) =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} और ${items.at(-1)}`;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const dayParts = (day: string) => day.split("-").map(Number) as [number, number, number];

/** "19 Nov 2026" */
function englishDay(day: string): string {
  const [y, m, d] = dayParts(day);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

let hindiDays: Intl.DateTimeFormat | undefined;
/** "19 नवंबर 2026": a calendar day, so formatted in UTC */
function hindiDay(day: string): string {
  const [y, m, d] = dayParts(day);
  hindiDays ??= new Intl.DateTimeFormat("hi-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return hindiDays.format(new Date(Date.UTC(y, m - 1, d)));
}
