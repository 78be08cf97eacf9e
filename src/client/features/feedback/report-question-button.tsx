/** "Report question" in a quiz review: files feedback linked to the question (built by the feedback work). */
export function ReportQuestionButton({ questionId }: { questionId: number }) {
  void questionId;
  return null;
}
