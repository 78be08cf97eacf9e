/** The "Beta Feedback" button that opens the feedback dialog (built by the feedback work). */
export function FeedbackButton() {
  return null;
}
