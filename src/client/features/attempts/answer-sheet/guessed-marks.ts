/**
 * The questions the learner marked "I guessed" in the plain practice view, kept on the device per
 * attempt and sent with the submit: each becomes a review card even when the guess was right.
 */
const keyOf = (attemptId: number) => `abhyas:guessed:${attemptId}`;

export function guessedOf(attemptId: number): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(attemptId)) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

export function setGuessed(attemptId: number, questionId: number, isGuessed: boolean): number[] {
  const rest = guessedOf(attemptId).filter((id) => id !== questionId);
  const next = isGuessed ? [...rest, questionId] : rest;
  try {
    localStorage.setItem(keyOf(attemptId), JSON.stringify(next));
  } catch {
    // storage full or blocked: the mark lasts as long as the page
  }
  return next;
}
