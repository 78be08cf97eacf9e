/**
 * How a learner is named to others: the one place every board and list (weekly leaderboard, live
 * results, merit lists, challenges) takes a name from. A deleted account (users.deleted_at set) has
 * no name left and is shown as DELETED_LEARNER_NAME; its row still counts (decision 0050).
 */
export const DELETED_LEARNER_NAME = "Deleted learner";

export type NamedPerson = {
  firstName: string | null;
  lastName: string | null;
  /** when the account was deleted; null or absent for a live account */
  deletedAt?: Date | string | null;
};

/** "Asha K.": a candidate as others see them on the leaderboard and live results. */
export function candidateName(person: NamedPerson): string {
  if (person.deletedAt) return DELETED_LEARNER_NAME;
  const first = person.firstName?.trim();
  const initial = person.lastName?.trim().charAt(0);
  if (!first) return "Candidate";
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** "Asha Kumar": a candidate as the organiser sees them (merit list, challenges). */
export function fullName(person: NamedPerson): string {
  if (person.deletedAt) return DELETED_LEARNER_NAME;
  return [person.firstName?.trim(), person.lastName?.trim()].filter(Boolean).join(" ") || "Candidate";
}
