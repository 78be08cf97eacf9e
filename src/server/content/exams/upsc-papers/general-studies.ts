import type { PaperContent } from "~/server/content/papers";
import { gsPolityQuestions } from "./gs-1-polity";
import { gsHistoryQuestions } from "./gs-2-history";
import { gsGeographyQuestions } from "./gs-3-geography";
import { gsEconomyQuestions } from "./gs-4-economy";
import { gsEnvironmentQuestions } from "./gs-5-environment";
import { gsScienceQuestions } from "./gs-6-science";
import { CA_CONSERVATION_TOPIC, gsCurrentAffairsQuestions } from "./gs-7-current-affairs";

const questions = [
  ...gsPolityQuestions,
  ...gsHistoryQuestions,
  ...gsGeographyQuestions,
  ...gsEconomyQuestions,
  ...gsEnvironmentQuestions,
  ...gsScienceQuestions,
  ...gsCurrentAffairsQuestions,
];

/** UPSC prelims General Studies Paper I full-length papers and the questions written for them. */
export const upscGsPapers: PaperContent = {
  topics: { "Current affairs": [CA_CONSERVATION_TOPIC] },
  questions,
  quizzes: [],
};
