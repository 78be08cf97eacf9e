import type { ExamContent } from "~/shared/contract/bank";
import { loadBank } from "./load";

/** The seeded bank (content/bank), in the order exams are listed in the app. */
export const ALL_EXAM_CONTENT: ExamContent[] = loadBank();
