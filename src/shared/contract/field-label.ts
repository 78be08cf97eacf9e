import type { Language } from "../languages";

/**
 * How a field path reads in a message: a list item by its place as a learner or admin sees it
 * ("options.2" is "Option C", "optionsHi.0" is "Hindi option A"); any other path reads as itself.
 * In Hindi a list item reads "विकल्प C", and the fields a learner fills name themselves in Hindi
 * ("examDate" is "परीक्षा की तिथि"); an admin's field paths stay as they are, as the admin forms name them.
 * The `field` sent beside the message stays the path, for putting the error on its input.
 */
const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

const LIST_LABELS: Record<Language, Record<string, string>> = {
  en: { options: "Option", optionsHi: "Hindi option" },
  hi: { options: "विकल्प", optionsHi: "हिंदी विकल्प" },
};

/** Fields a learner sends, named as the learner's pages name them. */
const HINDI_FIELD_NAMES: Record<string, string> = {
  answer: "उत्तर",
  examDate: "परीक्षा की तिथि",
  hoursPerDay: "प्रतिदिन के घंटे",
  language: "भाषा",
  name: "नाम",
  feedback: "प्रतिक्रिया",
  category: "श्रेणी",
  rating: "रेटिंग",
  reason: "कारण",
  compensatoryTime: "प्रतिपूरक समय",
  markedForReview: "समीक्षा हेतु चिह्नित प्रश्न",
  quietStart: "शांत समय की शुरुआत",
  quietEnd: "शांत समय का अंत",
};

export function fieldLabel(path: string, language: Language = "en"): string {
  const match = /^(\w+)\.(\d+)$/.exec(path);
  const label = match ? LIST_LABELS[language][match[1] as string] : undefined;
  if (!match || !label) return (language === "hi" && HINDI_FIELD_NAMES[path]) || path;
  const index = Number(match[2]);
  return `${label} ${LETTERS[index] ?? index + 1}`;
}
