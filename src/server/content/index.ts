import type { ExamContent } from "~/shared/contract/bank";
import type { Syllabus } from "~/shared/contract/syllabus";
import { EXAM_TYPES } from "~/shared/exam-types";
import { loadBank, loadSyllabus } from "./load";

/** The seeded bank (content/bank), in the order exams are listed in the app. */
export const ALL_EXAM_CONTENT: ExamContent[] = loadBank();

/** Each exam's syllabus (content/syllabus), in the same order. */
export const ALL_SYLLABI: Syllabus[] = EXAM_TYPES.map((exam) => loadSyllabus(exam));
