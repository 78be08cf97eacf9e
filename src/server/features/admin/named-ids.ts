/** At most this many ids named in a refusal; "and N more" after them. */
const NAMED_IDS = 10;

/** "12, 15 and 3 more": the ids a refusal names. */
export function namedIds(ids: readonly number[]): string {
  const shown = ids.slice(0, NAMED_IDS).join(", ");
  return ids.length > NAMED_IDS ? `${shown} and ${ids.length - NAMED_IDS} more` : shown;
}
