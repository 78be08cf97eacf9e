/** The spec's three overall-score messages, at 80 and 60. */
export function scoreMessage(score: number): string {
  if (score >= 80) return "Excellent! You're well-prepared.";
  if (score >= 60) return "Good progress! Keep improving.";
  return "Need more practice. Focus on weak areas.";
}

/** Colour band for a 0-100 score, matching the messages' thresholds. */
export function scoreBand(score: number): "high" | "mid" | "low" {
  if (score >= 80) return "high";
  if (score >= 60) return "mid";
  return "low";
}

/** Percentage points with an explicit sign: "+4.5", "−3", "0". */
export function signedPoints(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  if (rounded > 0) return `+${rounded}`;
  if (rounded < 0) return `−${Math.abs(rounded)}`;
  return "0";
}
