/**
 * How a field path reads in a message: a list item by its place as a learner or admin sees it
 * ("options.2" is "Option C", "optionsHi.0" is "Hindi option A"); any other path reads as itself.
 * The `field` sent beside the message stays the path, for putting the error on its input.
 */
const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

const LIST_LABELS: Record<string, string> = { options: "Option", optionsHi: "Hindi option" };

export function fieldLabel(path: string): string {
  const match = /^(\w+)\.(\d+)$/.exec(path);
  const label = match ? LIST_LABELS[match[1] as string] : undefined;
  if (!match || !label) return path;
  const index = Number(match[2]);
  return `${label} ${LETTERS[index] ?? index + 1}`;
}
