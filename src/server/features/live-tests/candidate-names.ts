/** "Asha K.": a candidate as others see them on the leaderboard. */
export function candidateName(firstName: string | null, lastName: string | null): string {
  const first = firstName?.trim();
  const initial = lastName?.trim().charAt(0);
  if (!first) return "Candidate";
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** "Asha Kumar": a candidate as the organiser sees them (merit list, challenges). */
export function fullName(firstName: string | null, lastName: string | null): string {
  return [firstName?.trim(), lastName?.trim()].filter(Boolean).join(" ") || "Candidate";
}
