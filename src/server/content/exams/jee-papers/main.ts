import type { PaperContent } from "~/server/content/papers";
import type { ContentQuiz } from "~/server/content/types";
import { main1Chemistry } from "./main-1-chemistry";
import { main1Mathematics } from "./main-1-mathematics";
import { main1Physics } from "./main-1-physics";
import { main2Chemistry } from "./main-2-chemistry";
import { main2Mathematics } from "./main-2-mathematics";
import { main2Physics } from "./main-2-physics";
import { JEE_PAPER_TOPICS } from "./shared";

const PAPER = "JEE Main Paper 1 (B.E./B.Tech)";

const keys = (qs: { key: string }[]) => qs.map((q) => q.key);
const singles = (qs: { key: string; type?: string }[]) => keys(qs.filter((q) => q.type !== "numerical"));
const numericals = (qs: { key: string; type?: string }[]) => keys(qs.filter((q) => q.type === "numerical"));

/** Full-length paper 1: an easier paper, most questions one concept used once. */
const mainPaper1: ContentQuiz = {
  key: "jee-main-full-1",
  kind: "mock",
  title: "JEE Main Full-Length Paper 1 (Paper 1, B.E./B.Tech)",
  description:
    "A complete JEE Main Paper 1 of 75 questions in 180 minutes: per subject 20 single-correct and 5 numerical-value questions, +4 / -1 for both. An original paper written for Abhyas in the current official pattern, on the easier side: most questions use one concept once.",
  difficulty: "easy",
  timeLimitMinutes: 180,
  fullLength: { paper: PAPER, questions: 75, minutes: 180 },
  sections: [
    {
      name: "Physics",
      questionKeys: [
        "jee-phy-06",
        "jee-phy-04",
        "jee-phy-20",
        "jee-phy-08",
        "jee-phy-09",
        "jee-phy-13",
        "jee-phy-16",
        "jee-phy-17",
        "jee-phy-25",
        "jee-phy-23",
        ...singles(main1Physics),
        "jee-phy-num-01",
        "jee-phy-num-02",
        ...numericals(main1Physics),
      ],
    },
    {
      name: "Chemistry",
      questionKeys: [
        "jee-che-06",
        "jee-che-02",
        "jee-che-03",
        "jee-che-04",
        "jee-che-05",
        "jee-che-07",
        "jee-che-10",
        "jee-che-14",
        "jee-che-18",
        ...singles(main1Chemistry),
        "jee-che-num-01",
        "jee-che-num-02",
        ...numericals(main1Chemistry),
      ],
    },
    {
      name: "Mathematics",
      questionKeys: [
        "jee-mat-01",
        "jee-mat-02",
        "jee-mat-04",
        "jee-mat-07",
        "jee-mat-08",
        "jee-mat-10",
        "jee-mat-13",
        "jee-mat-15",
        "jee-mat-17",
        "jee-mat-21",
        "jee-mat-20",
        "jee-mat-22",
        ...singles(main1Mathematics),
        "jee-mat-num-01",
        "jee-mat-num-03",
        ...numericals(main1Mathematics),
      ],
    },
  ],
};

/** Full-length paper 2: a paper of the usual medium level, all its questions new. */
const mainPaper2: ContentQuiz = {
  key: "jee-main-full-2",
  kind: "mock",
  title: "JEE Main Full-Length Paper 2 (Paper 1, B.E./B.Tech)",
  description:
    "A complete JEE Main Paper 1 of 75 questions in 180 minutes: per subject 20 single-correct and 5 numerical-value questions, +4 / -1 for both. An original paper written for Abhyas in the current official pattern, at the level of a typical session: mostly two- and three-step problems, with a few long ones.",
  difficulty: "medium",
  timeLimitMinutes: 180,
  fullLength: { paper: PAPER, questions: 75, minutes: 180 },
  sections: [
    { name: "Physics", questionKeys: [...singles(main2Physics), ...numericals(main2Physics)] },
    { name: "Chemistry", questionKeys: [...singles(main2Chemistry), ...numericals(main2Chemistry)] },
    { name: "Mathematics", questionKeys: [...singles(main2Mathematics), ...numericals(main2Mathematics)] },
  ],
};

/** JEE Main full-length papers (Paper 1, B.E./B.Tech) and the questions written for them. */
export const jeeMainPapers: PaperContent = {
  topics: JEE_PAPER_TOPICS,
  questions: [
    ...main1Physics,
    ...main1Chemistry,
    ...main1Mathematics,
    ...main2Physics,
    ...main2Chemistry,
    ...main2Mathematics,
  ],
  quizzes: [mainPaper1, mainPaper2],
};
