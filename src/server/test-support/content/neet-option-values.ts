/**
 * Reads the value an option states, for the answers tests of NEET paper 1: "$\\frac{5}{27}$" -> 5/27,
 * "$\\sqrt{2}$" -> 1.414..., "$1 : 3$" -> 1/3, "$3.6 \\times 10^{5}\\ ...$" -> 360000, "$12\\ \\mathrm{Pa}$" -> 12.
 */
export function optionValue(option: string): number {
  const s = option.replace(/\$/g, "").trim();
  const sci = s.match(/^(-?\d+(?:\.\d+)?)\s*\\times\s*10\^\{(-?\d+)\}/);
  if (sci) return Number(sci[1]) * 10 ** Number(sci[2]);
  const pow = s.match(/^10\^\{(-?\d+)\}/);
  if (pow) return 10 ** Number(pow[1]);
  const frac = s.match(/^\\frac\{(\d+(?:\.\d+)?)\}\{(?:\\sqrt\{)?(\d+(?:\.\d+)?)\}?\}/);
  if (frac) {
    const den = s.includes("{\\sqrt{") ? Math.sqrt(Number(frac[2])) : Number(frac[2]);
    return Number(frac[1]) / den;
  }
  const fracSqrtNum = s.match(/^\\frac\{\\sqrt\{(\d+)\}\}\{(\d+)\}/);
  if (fracSqrtNum) return Math.sqrt(Number(fracSqrtNum[1])) / Number(fracSqrtNum[2]);
  const ratio = s.match(/^(\d+(?:\.\d+)?|\\sqrt\{\d+\})\s*:\s*(\d+(?:\.\d+)?|\\sqrt\{\d+\})/);
  if (ratio) return part(ratio[1] as string) / part(ratio[2] as string);
  const root = s.match(/^(\d+)?\\sqrt\{(\d+)\}/);
  if (root) return Number(root[1] ?? 1) * Math.sqrt(Number(root[2]));
  const plain = s.match(/^[-+]?\d+(?:\.\d+)?/);
  if (plain) return Number(plain[0]);
  throw new Error(`no value in option ${option}`);
}

function part(p: string): number {
  const r = p.match(/^\\sqrt\{(\d+)\}$/);
  return r ? Math.sqrt(Number(r[1])) : Number(p);
}

const LETTERS = ["A", "B", "C", "D"] as const;
const ROMAN = ["I", "II", "III", "IV"] as const;

/** "A-II, B-IV, C-I, D-III" from the List-II number (1 to 4) each List-I item goes with. */
export function code(perm: readonly number[]): string {
  return perm.map((n, i) => `${LETTERS[i]}-${ROMAN[n - 1]}`).join(", ");
}
