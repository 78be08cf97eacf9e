import { SyllabusSection } from "@/features/chapters/syllabus-section";
import ExamPage from "@/features/exams/exam-page";

/** /exam/{examType}: the exam's facts (features/exams) with its syllabus and chapters (features/chapters). */
export default function ExamWithChaptersPage() {
  return <ExamPage chapters={(examType) => <SyllabusSection examType={examType} />} />;
}
