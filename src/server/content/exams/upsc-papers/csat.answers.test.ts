import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import { expectKeyedNumber, keyedOption, permutations } from "~/server/test-support/content/check-answers";

const upsc = loadExamBank("upsc");

/**
 * Independent re-computation of the CSAT full-length papers' answers: every number, every table
 * reading, and every reasoning or puzzle answer, worked out here from the givens and compared with
 * the keyed option. Puzzles are solved by searching all arrangements for the ones the clues allow.
 */

const num = (key: string, value: number, tolerance?: number) =>
  expectKeyedNumber(upsc, key, value, tolerance);
const keyed = (key: string) => keyedOption(upsc, key);
const singleCorrect = (key: string) => {
  const q = upsc.questions.find((x) => x.key === key);
  if (!q || !("correct" in q)) throw new Error(`no single-correct question ${key}`);
  return q.correct;
};

function count(from: number, to: number, test: (n: number) => boolean): number {
  let c = 0;
  for (let n = from; n <= to; n++) if (test(n)) c++;
  return c;
}

const digits = (n: number) => String(n).split("").map(Number);
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * Categorical syllogisms checked over every model: a model says which of the 2^n kinds of thing
 * (which terms a thing belongs to) exist; every term is non-empty. A conclusion follows when it is
 * true in every model where all the statements are.
 */
type Claim = ["all" | "no" | "some" | "some-not", number, number];
function follows(terms: number, statements: Claim[], conclusion: Claim): boolean {
  const kinds = 1 << terms;
  const holds = (model: number, [form, a, b]: Claim) => {
    const exists = (pred: (kind: number) => boolean) => {
      for (let kind = 1; kind < kinds; kind++) if (model & (1 << kind) && pred(kind)) return true;
      return false;
    };
    const A = (k: number) => (k >> a) & 1;
    const B = (k: number) => (k >> b) & 1;
    if (form === "all") return !exists((k) => !!A(k) && !B(k));
    if (form === "no") return !exists((k) => !!A(k) && !!B(k));
    if (form === "some") return exists((k) => !!A(k) && !!B(k));
    return exists((k) => !!A(k) && !B(k));
  };
  for (let model = 0; model < 1 << kinds; model++) {
    if (model & 1) continue; // kind 0 belongs to no term
    let nonEmpty = true;
    for (let t = 0; t < terms; t++) {
      let found = false;
      for (let kind = 1; kind < kinds; kind++) if (model & (1 << kind) && (kind >> t) & 1) found = true;
      if (!found) nonEmpty = false;
    }
    if (!nonEmpty) continue;
    if (statements.every((s) => holds(model, s)) && !holds(model, conclusion)) return false;
  }
  return true;
}
const CONCLUSIONS = ["Neither I nor II", "Only I", "Only II", "Both I and II"];
const verdict = (first: boolean, second: boolean) => CONCLUSIONS[(first ? 1 : 0) + (second ? 2 : 0)];

describe("CSAT full-length paper 1: numeracy", () => {
  it("qa-01: three-digit numbers with digit sum 5", () => {
    num(
      "upsc-csat-p1-qa-01",
      count(100, 999, (n) => digits(n).reduce((a, b) => a + b, 0) === 5),
    );
  });
  it("qa-02: ways to pay ₹ 47 in ₹ 5 and ₹ 2 coins", () => {
    let ways = 0;
    for (let x = 0; 5 * x <= 47; x++) if ((47 - 5 * x) % 2 === 0) ways++;
    num("upsc-csat-p1-qa-02", ways);
  });
  it("qa-03: minute hand in 2 hours 40 minutes", () => {
    num("upsc-csat-p1-qa-03", (2 * 60 + 40) * (360 / 60));
  });
  it("qa-04: the month that starts on January's weekday in a common year", () => {
    const months = [
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "July",
      "August",
      "September",
      "October",
      "November",
      "December",
    ];
    const year = 2025; // not a leap year
    expect(new Date(Date.UTC(year, 1, 29)).getUTCMonth()).toBe(2);
    const jan = new Date(Date.UTC(year, 0, 1)).getUTCDay();
    const same = months.filter((_, m) => m > 0 && new Date(Date.UTC(year, m, 1)).getUTCDay() === jan);
    expect(same).toEqual([keyed("upsc-csat-p1-qa-04")]);
  });
  it("qa-05: trailing zeros of 60!", () => {
    let fives = 0;
    for (let n = 1; n <= 60; n++) for (let m = n; m % 5 === 0; m /= 5) fives++;
    num("upsc-csat-p1-qa-05", fives);
  });
  it("qa-06: largest divisor leaving equal remainders", () => {
    let best = 0;
    for (let d = 1; d <= 70; d++) if (70 % d === 95 % d && 95 % d === 145 % d) best = d;
    num("upsc-csat-p1-qa-06", best);
  });
  it("qa-07: boys when 30 girls join", () => {
    const k = [...Array(100).keys()].find((x) => x > 0 && 5 * x === 4 * x + 30) as number;
    num("upsc-csat-p1-qa-07", 5 * k);
  });
  it("qa-08: where the cyclists meet", () => {
    num("upsc-csat-p1-qa-08", 12 * (60 / (12 + 18)));
  });
  it("qa-09: the jeep catches the truck", () => {
    let hour = 10;
    while (60 * (hour - 9) > 80 * (hour - 10)) hour += 0.5;
    expect(60 * (hour - 9)).toBe(80 * (hour - 10));
    expect(keyed("upsc-csat-p1-qa-09")).toBe(`${hour - 12} p.m.`);
  });
  it("qa-10: share answering yes", () => {
    num("upsc-csat-p1-qa-10", 0.4 * 30 + 0.6 * 20);
  });
  it("qa-11: eggs", () => {
    let n = 1;
    while (!(n % 4 === 3 && n % 5 === 3 && n % 6 === 3 && n % 7 === 0)) n++;
    num("upsc-csat-p1-qa-11", n);
  });
  it("qa-12: handshakes among 10", () => {
    let h = 0;
    for (let i = 0; i < 10; i++) for (let j = i + 1; j < 10; j++) h++;
    num("upsc-csat-p1-qa-12", h);
  });
  it("qa-13: probability of an E in INDEPENDENCE", () => {
    const letters = "INDEPENDENCE".split("");
    const es = letters.filter((l) => l === "E").length;
    const g = gcd(es, letters.length);
    expect(keyed("upsc-csat-p1-qa-13")).toBe(`$\\frac{${es / g}}{${letters.length / g}}$`);
  });
  it("qa-14: packing with a second machine after 2 hours", () => {
    const rate = 1 / 6;
    const left = 1 - 2 * rate;
    num("upsc-csat-p1-qa-14", 2 + left / (2 * rate));
  });
  it("qa-15: buy 3, get 1 free", () => {
    const paid = 3;
    const got = 4;
    num("upsc-csat-p1-qa-15", ((got - paid) / got) * 100);
  });
  it("qa-16: numbers 1 to 1000 with a 7", () => {
    num(
      "upsc-csat-p1-qa-16",
      count(1, 1000, (n) => String(n).includes("7")),
    );
  });
  it("qa-17: sum of two-digit multiples of 7", () => {
    let s = 0;
    for (let n = 10; n <= 99; n++) if (n % 7 === 0) s += n;
    num("upsc-csat-p1-qa-17", s);
  });
  it("qa-18: correct answers from the score", () => {
    const c = [...Array(41).keys()].filter((k) => 2 * k - 0.5 * (40 - k) === 60);
    expect(c).toHaveLength(1);
    num("upsc-csat-p1-qa-18", c[0] as number);
  });
  it("qa-19: pigeonhole for three in a month", () => {
    num("upsc-csat-p1-qa-19", 2 * 12 + 1);
  });
  it("qa-20: nine pencils", () => {
    const pencil = (2 * 12) / 3;
    num("upsc-csat-p1-qa-20", 9 * pencil);
  });
  it("qa-21: rectangles in a 3 × 3 grid", () => {
    let r = 0;
    for (let x1 = 0; x1 <= 3; x1++)
      for (let x2 = x1 + 1; x2 <= 3; x2++)
        for (let y1 = 0; y1 <= 3; y1++) for (let y2 = y1 + 1; y2 <= 3; y2++) r++;
    num("upsc-csat-p1-qa-21", r);
  });
  it("qa-22: ways to climb 6 steps by 1 or 2", () => {
    const ways = (n: number): number => (n <= 1 ? 1 : ways(n - 1) + ways(n - 2));
    num("upsc-csat-p1-qa-22", ways(6));
  });
});

describe("CSAT full-length paper 1: data interpretation", () => {
  const power = {
    2021: [60, 15, 5, 10],
    2022: [62, 12, 8, 10],
    2023: [63, 14, 12, 11],
    2024: [64, 13, 18, 13],
  } as const;
  const years = [2021, 2022, 2023, 2024] as const;
  const total = (y: (typeof years)[number]) => power[y].reduce((a, b) => a + b, 0);
  it("di-01: growth of the total", () => {
    num("upsc-csat-p1-di-01", ((total(2024) - total(2021)) / total(2021)) * 100);
  });
  it("di-02: non-coal share in 2024", () => {
    num("upsc-csat-p1-di-02", ((total(2024) - power[2024][0]) / total(2024)) * 100, 0.02);
  });
  it("di-03: year of fastest solar growth", () => {
    const growth = years.slice(1).map((y, i) => [y, power[y][2] / power[years[i] as 2021][2]] as const);
    const best = growth.reduce((a, b) => (b[1] > a[1] ? b : a));
    expect(growth.filter((g) => g[1] === best[1])).toHaveLength(1);
    num("upsc-csat-p1-di-03", best[0]);
  });
  it("di-04: hydro to wind", () => {
    const hydro = years.reduce((s, y) => s + power[y][1], 0);
    const wind = years.reduce((s, y) => s + power[y][3], 0);
    const g = gcd(hydro, wind);
    expect(keyed("upsc-csat-p1-di-04")).toBe(`${hydro / g} : ${wind / g}`);
  });
  it("di-05: years with coal below 65%", () => {
    const n = years.filter((y) => power[y][0] / total(y) < 0.65).length;
    expect(keyed("upsc-csat-p1-di-05")).toBe(["None", "One", "Two", "Three", "Four"][n]);
  });
  const college: Record<"Arts" | "Science" | "Commerce" | "Vocational", [number, number]> = {
    Arts: [120, 180],
    Science: [150, 110],
    Commerce: [90, 70],
    Vocational: [40, 40],
  };
  const all = Object.values(college).reduce((s, [b, g]) => s + b + g, 0);
  it("di-06: Arts share", () => {
    num("upsc-csat-p1-di-06", ((college.Arts[0] + college.Arts[1]) / all) * 100);
  });
  it("di-07: girls among Science students", () => {
    num("upsc-csat-p1-di-07", (college.Science[1] / (college.Science[0] + college.Science[1])) * 100, 0.002);
  });
  it("di-08: Commerce boys to Arts girls", () => {
    const g = gcd(college.Commerce[0], college.Arts[1]);
    expect(keyed("upsc-csat-p1-di-08")).toBe(`${college.Commerce[0] / g} : ${college.Arts[1] / g}`);
  });
  it("di-09: Science research club", () => {
    num("upsc-csat-p1-di-09", 0.2 * college.Science[0] + 0.3 * college.Science[1]);
  });
  it("di-10: streams where girls outnumber boys", () => {
    const n = Object.values(college).filter(([b, g]) => g > b).length;
    expect(keyed("upsc-csat-p1-di-10")).toBe(["None", "One", "Two", "Three", "Four"][n]);
  });
});

describe("CSAT full-length paper 1: reasoning", () => {
  it("lr-01 and lr-02: syllogisms", () => {
    // lr-01: 0 members, 1 lawyers, 2 below 25
    const s1: Claim[] = [
      ["all", 0, 1],
      ["no", 1, 2],
    ];
    expect(keyed("upsc-csat-p1-lr-01")).toBe(
      verdict(follows(3, s1, ["no", 0, 2]), follows(3, s1, ["some", 1, 0])),
    );
    // lr-02: 0 farmers, 1 traders, 2 moneylenders
    const s2: Claim[] = [
      ["some", 0, 1],
      ["no", 1, 2],
    ];
    expect(keyed("upsc-csat-p1-lr-02")).toBe(
      verdict(follows(3, s2, ["some-not", 0, 2]), follows(3, s2, ["some-not", 2, 0])),
    );
  });
  it("lr-03: data sufficiency for n^2 = 49 and n < 5", () => {
    const range = [...Array(201).keys()].map((i) => i - 100);
    const one = range.filter((n) => n * n === 49);
    const two = range.filter((n) => n < 5);
    const both = one.filter((n) => n < 5);
    const answer = one.length === 1 ? 0 : two.length === 1 ? 1 : both.length === 1 ? 2 : 3;
    expect(upsc.questions.find((q) => q.key === "upsc-csat-p1-lr-03")).toMatchObject({ correct: answer });
  });
  it("lr-04: both languages", () => {
    num("upsc-csat-p1-lr-04", 35 + 30 - (60 - 10));
  });
  it("lr-05: hens and cows", () => {
    const found = [...Array(51).keys()].filter((cows) => 4 * cows + 2 * (50 - cows) === 140);
    expect(found).toHaveLength(1);
    num("upsc-csat-p1-lr-05", found[0] as number);
  });
  it("lr-06: squares of primes", () => {
    const primes = [2, 3, 5, 7, 11, 13];
    expect(primes.map((p) => p * p).filter((x) => x !== 121)).toEqual([4, 9, 25, 49, 169]);
    num("upsc-csat-p1-lr-06", (primes[4] as number) ** 2);
  });
  it("lr-07: the hands coincide strictly between noon and midnight", () => {
    let times = 0;
    for (let m = 1; m < 720 * 11; m++) {
      // work in elevenths of a minute: minute hand 66 units, hour hand 5.5 units per minute
      const t = m / 11;
      const diff = (6 * t - 0.5 * t) % 360;
      if (Math.abs(diff) < 1e-9) times++;
    }
    num("upsc-csat-p1-lr-07", times);
  });
  it("lr-08: Sundays in 2026", () => {
    expect(new Date(Date.UTC(2026, 0, 1)).getUTCDay()).toBe(4);
    let sundays = 0;
    for (
      let d = new Date(Date.UTC(2026, 0, 1));
      d.getUTCFullYear() === 2026;
      d.setUTCDate(d.getUTCDate() + 1)
    )
      if (d.getUTCDay() === 0) sundays++;
    num("upsc-csat-p1-lr-08", sundays);
  });
  it("lr-09: cubes with two painted faces", () => {
    let c = 0;
    const outer = (v: number) => (v === 0 || v === 3 ? 1 : 0);
    for (let x = 0; x < 4; x++)
      for (let y = 0; y < 4; y++) for (let z = 0; z < 4; z++) if (outer(x) + outer(y) + outer(z) === 2) c++;
    num("upsc-csat-p1-lr-09", c);
  });
  it("lr-12: cubes touching a removed cube", () => {
    const cells: [number, number, number][] = [];
    for (let x = 0; x < 3; x++) for (let y = 0; y < 3; y++) for (let z = 0; z < 3; z++) cells.push([x, y, z]);
    const middles = (c: [number, number, number]) => c.filter((v) => v === 1).length;
    const removed = cells.filter((c) => middles(c) >= 2); // the centre and the six face centres
    expect(removed).toHaveLength(7);
    const left = cells.filter((c) => middles(c) < 2);
    const touching = left.filter((c) =>
      removed.some((r) => Math.abs(r[0] - c[0]) + Math.abs(r[1] - c[1]) + Math.abs(r[2] - c[2]) === 1),
    );
    num("upsc-csat-p1-lr-12", touching.length);
  });
  it("lr-13: the one liar", () => {
    const people = ["P", "Q", "R"];
    const consistent = people.filter((liar) => {
      const says = { P: liar === "Q", Q: liar === "P", R: liar === "P" } as Record<string, boolean>;
      return people.every((p) => (p === liar ? !says[p] : says[p]));
    });
    expect(consistent).toHaveLength(1);
    expect(keyed("upsc-csat-p1-lr-13")).toBe(consistent[0]);
  });
  it("lr-14: contrapositive", () => {
    // every world where (crossed -> closed) and not closed
    const worlds = [true, false].flatMap((crossed) => [true, false].map((closed) => ({ crossed, closed })));
    const allowed = worlds.filter((w) => (!w.crossed || w.closed) && !w.closed);
    expect(allowed.every((w) => !w.crossed)).toBe(true);
    expect(keyed("upsc-csat-p1-lr-14")).toBe("The river did not cross the danger mark on Monday");
  });
});

describe("CSAT full-length paper 1: puzzles", () => {
  it("pz-01 to pz-04: the five lectures have one arrangement", () => {
    const people = ["Farida", "Gopal", "Harish", "Indu", "Jatin"];
    const subjects = ["Water", "Soil", "Forests", "Energy", "Waste"];
    const months = ["July", "August", "September", "October", "November"];
    const solutions: { speaker: string[]; subject: string[] }[] = [];
    for (const speaker of permutations(people))
      for (const subject of permutations(subjects)) {
        const month = (p: string) => speaker.indexOf(p);
        const on = (s: string) => subject.indexOf(s);
        if (month("Harish") !== 2) continue;
        if (month("Gopal") !== 4 || subject[4] === "Waste") continue;
        if (!(month("Indu") < month("Farida"))) continue;
        if (on("Energy") !== month("Farida") + 1) continue;
        if (on("Forests") !== 0) continue;
        if (subject[month("Jatin")] !== "Water") continue;
        if (!(on("Soil") < on("Waste"))) continue;
        solutions.push({ speaker, subject });
      }
    expect(solutions).toHaveLength(1);
    const { speaker, subject } = solutions[0] as (typeof solutions)[number];
    expect(keyed("upsc-csat-p1-pz-01")).toBe(speaker[1]);
    expect(keyed("upsc-csat-p1-pz-02")).toBe(subject[speaker.indexOf("Farida")]);
    const between = Math.abs(speaker.indexOf("Indu") - speaker.indexOf("Gopal")) - 1;
    expect(keyed("upsc-csat-p1-pz-03")).toBe(["None", "One", "Two", "Three", "Four"][between]);
    expect(keyed("upsc-csat-p1-pz-04")).toBe(months[subject.indexOf("Energy")]);
  });
  it("pz-05 to pz-08: the six saplings have one order", () => {
    const stacks = permutations(["P", "Q", "R", "S", "T", "U"]).filter((s) => {
      const at = (b: string) => s.indexOf(b); // 0 is nearest the bridge
      return (
        at("U") === 5 &&
        Math.abs(at("P") - at("S")) === 3 &&
        at("R") === at("P") + 1 &&
        at("Q") < at("T") &&
        at("P") !== 0 &&
        at("S") !== 0
      );
    });
    expect(stacks).toHaveLength(1);
    const s = stacks[0] as string[];
    expect(keyed("upsc-csat-p1-pz-05")).toBe(s[0]);
    const between = Math.abs(s.indexOf("Q") - s.indexOf("S")) - 1;
    expect(keyed("upsc-csat-p1-pz-06")).toBe(["None", "One", "Two", "Three", "Four"][between]);
    expect(keyed("upsc-csat-p1-pz-07")).toBe(s[s.indexOf("S") - 1]);
    const adjacent = ["P and T", "Q and R", "R and T", "S and P"].filter((pair) => {
      const [a, b] = pair.split(" and ") as [string, string];
      return Math.abs(s.indexOf(a) - s.indexOf(b)) === 1;
    });
    expect(adjacent).toEqual([keyed("upsc-csat-p1-pz-08")]);
  });
});

describe("CSAT full-length paper 2: numeracy", () => {
  it("qa-01: digits to number 150 pages", () => {
    let d = 0;
    for (let n = 1; n <= 150; n++) d += String(n).length;
    num("upsc-csat-p2-qa-01", d);
  });
  it("qa-02: least addition to 1000 for divisibility by 37", () => {
    let k = 0;
    while ((1000 + k) % 37 !== 0) k++;
    num("upsc-csat-p2-qa-02", k);
  });
  it("qa-03: diesel for 10 acres", () => {
    num("upsc-csat-p2-qa-03", (6 / 4) * 10);
  });
  it("qa-04: boys present", () => {
    const present = 40 * 0.75;
    num("upsc-csat-p2-qa-04", present - present * 0.6);
  });
  it("qa-05: salary", () => {
    num("upsc-csat-p2-qa-05", 12500 / (1 - 1 / 3 - 1 / 4));
  });
  it("qa-06: least multiplier making 360 a perfect square", () => {
    let k = 1;
    while (!Number.isInteger(Math.sqrt(360 * k))) k++;
    num("upsc-csat-p2-qa-06", k);
  });
  it("qa-07: pieces of rope", () => {
    const h = gcd(84, 126);
    num("upsc-csat-p2-qa-07", 84 / h + 126 / h);
  });
  it("qa-08: three consecutive even numbers summing to 78", () => {
    const found = [...Array(40).keys()].map((i) => 2 * i).filter((a) => a + (a + 2) + (a + 4) === 78);
    expect(found).toHaveLength(1);
    num("upsc-csat-p2-qa-08", (found[0] as number) + 4);
  });
  it("qa-09: the 10th bus", () => {
    const minutes = 6 * 60 + 9 * 25;
    expect(keyed("upsc-csat-p2-qa-09")).toBe(`${Math.floor(minutes / 60)}:${minutes % 60} a.m.`);
  });
  it("qa-10: Saturdays in August 2026", () => {
    expect(new Date(Date.UTC(2026, 7, 15)).getUTCDay()).toBe(6); // the question's given
    num(
      "upsc-csat-p2-qa-10",
      count(1, 31, (d) => new Date(Date.UTC(2026, 7, d)).getUTCDay() === 6),
    );
  });
  it("qa-11: hour hand from 9:00 to 13:30", () => {
    num("upsc-csat-p2-qa-11", (13.5 - 9) * 30);
  });
  it("qa-12: minutes for 3 km", () => {
    num("upsc-csat-p2-qa-12", 3000 / (400 / 80) / 60);
  });
  it("qa-13: first overtaking on a 600 m track", () => {
    let t = 1;
    while ((5 * t - 3 * t) % 600 !== 0) t++;
    num("upsc-csat-p2-qa-13", t);
  });
  it("qa-14: probability of not green", () => {
    const notGreen = 4 + 5;
    const all = 4 + 5 + 6;
    const g = gcd(notGreen, all);
    expect(keyed("upsc-csat-p2-qa-14")).toBe(`$\\frac{${notGreen / g}}{${all / g}}$`);
  });
  it("qa-15: three-letter arrangements from PLANT", () => {
    const letters = "PLANT".split("");
    const words = new Set<string>();
    for (const a of letters)
      for (const b of letters)
        for (const c of letters) if (new Set([a, b, c]).size === 3) words.add(a + b + c);
    num("upsc-csat-p2-qa-15", words.size);
  });
  it("qa-16: five books with two side by side", () => {
    const rows = permutations(["A", "B", "C", "D", "E"]).filter(
      (r) => Math.abs(r.indexOf("A") - r.indexOf("B")) === 1,
    );
    num("upsc-csat-p2-qa-16", rows.length);
  });
  it("qa-17: two years back at 10% a year", () => {
    num("upsc-csat-p2-qa-17", 242000 / 1.1 / 1.1);
  });
  it("qa-18: corrected average", () => {
    num("upsc-csat-p2-qa-18", (52 * 30 - 28 + 82) / 30);
  });
  it("qa-19: fives written from 1 to 100", () => {
    let fives = 0;
    for (let n = 1; n <= 100; n++)
      fives += String(n)
        .split("")
        .filter((d) => d === "5").length;
    num("upsc-csat-p2-qa-19", fives);
  });
  it("qa-20: pairs with product 1536 and HCF 8", () => {
    let pairs = 0;
    for (let a = 1; a * a <= 1536; a++) if (1536 % a === 0 && gcd(a, 1536 / a) === 8) pairs++;
    num("upsc-csat-p2-qa-20", pairs);
  });
  it("qa-21: most Sundays in 45 consecutive days", () => {
    let best = 0;
    for (let start = 0; start < 7; start++)
      best = Math.max(
        best,
        count(0, 44, (d) => (start + d) % 7 === 0),
      );
    num("upsc-csat-p2-qa-21", best);
  });
  it("qa-22: a clock gaining 2 minutes an hour", () => {
    const shown = 18 * 60 + 12 * 2;
    num("upsc-csat-p2-qa-22", Math.floor(shown / 60) - 12);
    expect(keyed("upsc-csat-p2-qa-22")).toBe(`${Math.floor(shown / 60) - 12}:${shown % 60} p.m.`);
  });
});

describe("CSAT full-length paper 2: data interpretation", () => {
  const rain: Record<"X" | "Y" | "Z", [number, number, number, number]> = {
    X: [120, 300, 280, 100],
    Y: [80, 210, 190, 120],
    Z: [150, 260, 240, 150],
  };
  const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  it("di-01: station with the least rain", () => {
    const totals = Object.entries(rain).map(([s, v]) => [s, sum(v)] as const);
    const least = totals.reduce((a, b) => (b[1] < a[1] ? b : a));
    expect(totals.filter((t) => t[1] === least[1])).toHaveLength(1);
    expect(keyed("upsc-csat-p2-di-01")).toBe(`Station ${least[0]}`);
  });
  it("di-02: July's share at X", () => {
    num("upsc-csat-p2-di-02", (rain.X[1] / sum(rain.X)) * 100);
  });
  it("di-03: months where Z beat X", () => {
    const n = rain.Z.filter((z, i) => z > (rain.X[i] as number)).length;
    expect(keyed("upsc-csat-p2-di-03")).toBe(["None", "One", "Two", "Three", "Four"][n]);
  });
  it("di-04: Y's monthly average", () => {
    num("upsc-csat-p2-di-04", sum(rain.Y) / 4);
  });
  it("di-05: Y's fall from July to August", () => {
    num("upsc-csat-p2-di-05", ((rain.Y[1] - rain.Y[2]) / rain.Y[1]) * 100, 0.01);
  });
  const spend: Record<string, [number, number]> & { Food: [number, number]; Rent: [number, number] } = {
    Food: [12000, 13200],
    Rent: [10000, 11000],
    Transport: [4000, 3600],
    Education: [6000, 7500],
    Others: [8000, 8700],
  };
  const year = (i: 0 | 1) => Object.values(spend).reduce((s, v) => s + (v[i] as number), 0);
  it("di-06: growth of total spending", () => {
    num("upsc-csat-p2-di-06", ((year(1) - year(0)) / year(0)) * 100);
  });
  it("di-07: the item that fell", () => {
    const fell = Object.entries(spend).filter(([, [a, b]]) => (b as number) < (a as number));
    expect(fell.map(([k]) => k)).toEqual([keyed("upsc-csat-p2-di-07")]);
  });
  it("di-08: the largest percentage rise", () => {
    const rises = Object.entries(spend).map(
      ([k, [a, b]]) => [k, ((b as number) - (a as number)) / (a as number)] as const,
    );
    const best = rises.reduce((x, y) => (y[1] > x[1] ? y : x));
    expect(rises.filter((r) => r[1] === best[1])).toHaveLength(1);
    expect(keyed("upsc-csat-p2-di-08")).toBe(best[0]);
  });
  it("di-09: rent's share in 2025", () => {
    num("upsc-csat-p2-di-09", (spend.Rent[1] / year(1)) * 100);
  });
  it("di-10: food and rent in 2025", () => {
    num("upsc-csat-p2-di-10", ((spend.Food[1] + spend.Rent[1]) / year(1)) * 100);
  });
});

describe("CSAT full-length paper 2: reasoning", () => {
  it("lr-01 and lr-02: syllogisms", () => {
    // lr-01: 0 doctors, 1 careless, 2 drivers
    const s1: Claim[] = [
      ["no", 0, 1],
      ["some", 2, 1],
    ];
    expect(keyed("upsc-csat-p2-lr-01")).toBe(
      verdict(follows(3, s1, ["some-not", 2, 0]), follows(3, s1, ["no", 2, 0])),
    );
    // lr-02: 0 river-fed villages, 1 irrigated, 2 drought-hit
    const s2: Claim[] = [
      ["all", 0, 1],
      ["no", 1, 2],
    ];
    expect(keyed("upsc-csat-p2-lr-02")).toBe(
      verdict(follows(3, s2, ["no", 0, 2]), follows(3, s2, ["some", 2, 1])),
    );
  });
  it("lr-03: letter groups", () => {
    const group = (start: number) => [0, 2, 4].map((k) => String.fromCharCode(65 + start + k)).join("");
    expect([0, 1, 2, 3].map(group)).toEqual(["ACE", "BDF", "CEG", "DFH"]);
    expect(keyed("upsc-csat-p2-lr-03")).toBe(group(4));
  });
  it("lr-04: cubes", () => {
    num("upsc-csat-p2-lr-04", 5 ** 3);
  });
  it("lr-05: data sufficiency for 3x + 2 = 17 and x^2 = 25", () => {
    const range = [...Array(201).keys()].map((i) => i - 100);
    const one = range.filter((x) => 3 * x + 2 === 17);
    const two = range.filter((x) => x * x === 25);
    const answer = one.length === 1 ? 0 : two.length === 1 ? 1 : 2;
    expect(upsc.questions.find((q) => q.key === "upsc-csat-p2-lr-05")).toMatchObject({ correct: answer });
  });
  it("lr-06: strokes of a striking clock in a day", () => {
    let strokes = 0;
    for (let h = 1; h <= 12; h++) strokes += h + 1; // the hour and the half-hour after it
    num("upsc-csat-p2-lr-06", 2 * strokes);
  });
  it("lr-07: next year with 2026's calendar", () => {
    const starts = (y: number) => new Date(Date.UTC(y, 0, 1)).getUTCDay();
    const leap = (y: number) => new Date(Date.UTC(y, 1, 29)).getUTCMonth() === 1;
    let y = 2027;
    while (!(starts(y) === starts(2026) && leap(y) === leap(2026))) y++;
    num("upsc-csat-p2-lr-07", y);
  });
  it("lr-08: RIVER in the vowel-consonant code", () => {
    const code = "RIVER"
      .split("")
      .map((ch) => String.fromCharCode(ch.charCodeAt(0) + ("AEIOU".includes(ch) ? 1 : -1)))
      .join("");
    expect(keyed("upsc-csat-p2-lr-08")).toBe(code);
  });
  it("lr-09: the leap year among the options", () => {
    const leap = (y: number) => new Date(Date.UTC(y, 1, 29)).getUTCMonth() === 1;
    expect(["1900", "2000", "2100", "2200"].filter((y) => leap(Number(y)))).toEqual([
      keyed("upsc-csat-p2-lr-09"),
    ]);
  });
  it("lr-12: diagonals of a hexagon", () => {
    let d = 0;
    for (let i = 0; i < 6; i++) for (let j = i + 1; j < 6; j++) if (j - i !== 1 && j - i !== 5) d++;
    num("upsc-csat-p2-lr-12", d);
  });
  it("lr-13: the one true sentence", () => {
    const kids = ["A", "B", "C", "D"];
    const culprits = kids.filter((c) => {
      const bTrue = c === "D";
      const said = [c === "B", bTrue, c !== "C", !bTrue];
      return said.filter(Boolean).length === 1;
    });
    expect(culprits).toHaveLength(1);
    expect(keyed("upsc-csat-p2-lr-13")).toBe(culprits[0]);
  });
  it("lr-14: dictionary order", () => {
    const names = ["Bharat", "Bhaskar", "Bhavana", "Bhagat", "Bhanu"].sort();
    expect(keyed("upsc-csat-p2-lr-14")).toBe(names[2]);
  });
});

describe("CSAT full-length paper 2: puzzles", () => {
  it("pz-01 to pz-04: the postings have one arrangement", () => {
    const officers = ["Anil", "Bina", "Charu", "Dinesh"];
    const solutions: { district: string[]; mode: string[] }[] = [];
    for (const district of permutations(["Jorhat", "Karnal", "Latur", "Mandya"]))
      for (const mode of permutations(["bus", "car", "train", "air"])) {
        const of = (o: string) => officers.indexOf(o);
        const at = (d: string) => district.indexOf(d);
        if (district[of("Anil")] !== "Karnal") continue;
        if (mode[at("Latur")] !== "train") continue;
        if (["bus", "car"].includes(mode[of("Bina")] as string) || district[of("Bina")] === "Mandya")
          continue;
        if (mode[of("Charu")] !== "car" || district[of("Charu")] === "Mandya") continue;
        if (district[of("Dinesh")] === "Jorhat") continue;
        if (mode[at("Mandya")] === "bus") continue;
        solutions.push({ district, mode });
      }
    expect(solutions).toHaveLength(1);
    const { district, mode } = solutions[0] as (typeof solutions)[number];
    expect(keyed("upsc-csat-p2-pz-01")).toBe(officers[district.indexOf("Latur")]);
    expect(keyed("upsc-csat-p2-pz-02")).toBe(`By ${mode[3]}`);
    expect(keyed("upsc-csat-p2-pz-03")).toBe(officers[district.indexOf("Jorhat")]);
    const rows = officers.map((o, i) => `${o} – ${district[i]} – ${mode[i]}`);
    const q = upsc.questions.find((x) => x.key === "upsc-csat-p2-pz-04");
    const options = q && "options" in q ? q.options : [];
    expect(options.filter((o) => rows.includes(o))).toEqual([keyed("upsc-csat-p2-pz-04")]);
  });
  it("pz-05 to pz-08: the houses have one arrangement", () => {
    const solutions: { owner: string[]; colour: string[] }[] = [];
    for (const owner of permutations(["K", "L", "M", "N", "O"]))
      for (const colour of permutations(["red", "blue", "green", "white", "yellow"])) {
        const house = (p: string) => owner.indexOf(p); // 0 is the westernmost
        const painted = (c: string) => colour.indexOf(c);
        if (house("M") !== 0) continue;
        if (painted("blue") !== 2) continue;
        if (house("N") !== painted("blue") + 1) continue;
        if (painted("green") !== painted("white") + 1) continue;
        if (colour[house("K")] !== "red") continue;
        if (colour[house("L")] === "green") continue;
        if (![0, 4].includes(painted("yellow"))) continue;
        solutions.push({ owner, colour });
      }
    expect(solutions).toHaveLength(1);
    const { owner, colour } = solutions[0] as (typeof solutions)[number];
    expect(keyed("upsc-csat-p2-pz-05")).toBe(owner[colour.indexOf("green")]);
    const mColour = colour[owner.indexOf("M")] as string;
    expect(keyed("upsc-csat-p2-pz-06")).toBe(mColour[0]?.toUpperCase() + mColour.slice(1));
    expect(keyed("upsc-csat-p2-pz-07")).toBe(owner[owner.indexOf("N") - 1]);
    const between = Math.abs(owner.indexOf("K") - owner.indexOf("O")) - 1;
    expect(keyed("upsc-csat-p2-pz-08")).toBe(["None", "One", "Two", "Three"][between]);
  });
});

describe("CSAT questions that replaced items shared with other exams, and the practice set", () => {
  it("upsc-csat-13: two-digit numbers with tens digit above units digit", () => {
    num(
      "upsc-csat-13",
      count(10, 99, (n) => Math.floor(n / 10) > n % 10),
    );
  });
  it("upsc-csat-14: the CSAT score of 30 right out of 40 attempted, and the 33% mark", () => {
    const score = 30 * 2.5 - 10 * (5 / 6);
    num("upsc-csat-14", score, 0.0001);
    expect(score >= 0.33 * 200).toBe(true);
    expect(keyed("upsc-csat-14")).toContain("she clears it");
  });
  it("upsc-csat-15: digits add to 11 and the number is 27 above its reverse", () => {
    const found = [];
    for (let a = 1; a <= 9; a++)
      for (let b = 0; b <= 9; b++)
        if (a + b === 11 && 10 * a + b - (10 * b + a) === 27) found.push(10 * a + b);
    expect(found).toHaveLength(1);
    num("upsc-csat-15", found[0] as number);
  });
  it("upsc-csat-16: the day after tomorrow when the day before yesterday was Thursday", () => {
    const week = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
    const today = (week.indexOf("Thursday") + 2) % 7;
    expect(keyed("upsc-csat-16")).toBe(week[(today + 2) % 7]);
  });
  it("upsc-csat-17: factorials", () => {
    const terms = [1, 2, 3, 4, 5, 6].map((n) => [...Array(n).keys()].reduce((p, k) => p * (k + 1), 1));
    expect(terms.slice(0, 5)).toEqual([1, 2, 6, 24, 120]);
    num("upsc-csat-17", terms[5] as number);
  });
  it("upsc-csat-23: the one box to draw from when every label is wrong", () => {
    const labels = ["A", "O", "M"]; // the boxes by their (wrong) labels
    const contents = permutations(["A", "O", "M"]).filter((c) => c.every((x, i) => x !== labels[i]));
    const draws = (content: string) => (content === "M" ? ["A", "O"] : [content]);
    const decisive = labels.filter((_, box) => {
      // every fruit that could come out must leave one possible arrangement
      const fruits = new Set(contents.flatMap((c) => draws(c[box] as string)));
      return [...fruits].every(
        (f) => contents.filter((c) => draws(c[box] as string).includes(f)).length === 1,
      );
    });
    const names: Record<string, string> = { A: "Apples", O: "Oranges", M: "Apples and Oranges" };
    expect(decisive.map((l) => `The box labelled '${names[l]}'`)).toEqual([keyed("upsc-csat-23")]);
  });
  it("upsc-csat-18: the fewest weights for 1 to 40 kg on two pans", () => {
    const covers = (weights: number[]) => {
      const loads = new Set<number>([0]);
      for (const w of weights) for (const l of [...loads]) for (const d of [w, -w]) loads.add(l + d);
      for (let n = 1; n <= 40; n++) if (!loads.has(n)) return false;
      return true;
    };
    let least = 0;
    for (let k = 1; k <= 6; k++) {
      const pick = (from: number, chosen: number[]): boolean => {
        if (chosen.length === k) return covers(chosen);
        for (let w = from; w <= 40; w++) if (pick(w, [...chosen, w])) return true;
        return false;
      };
      if (k <= 3 ? pick(1, []) : covers([1, 3, 9, 27])) {
        least = k;
        break;
      }
    }
    num("upsc-csat-18", least);
  });
  it("upsc-csat-19: area of the path", () => {
    num("upsc-csat-19", (60 + 2 * 5) * (40 + 2 * 5) - 60 * 40);
  });
  it("upsc-csat-20: saving from the pass", () => {
    num("upsc-csat-20", 2 * 22 * 15 - 600);
  });
  it("upsc-csat-21: knockout matches for 32 teams", () => {
    let teams = 32;
    let matches = 0;
    while (teams > 1) {
      matches += teams / 2;
      teams /= 2;
    }
    num("upsc-csat-21", matches);
  });
  it("upsc-csat-22: right angles in 24 hours", () => {
    // the minute hand's lead over the hour hand is 5.5t degrees after t minutes from 12:00
    let times = 0;
    for (const target of [90, 270]) for (let k = 0; (target + 360 * k) / 5.5 < 1440; k++) times++;
    num("upsc-csat-22", times);
  });
});

describe("CSAT full-length paper 3: numeracy", () => {
  it("qa-01: 1 to 500 divisible by none of 2, 3, 5", () => {
    num(
      "upsc-csat-p3-qa-01",
      count(1, 500, (n) => n % 2 !== 0 && n % 3 !== 0 && n % 5 !== 0),
    );
  });
  it("qa-02: ways to make ₹ 10 from ₹ 1, 2, 5 coins", () => {
    let ways = 0;
    for (let five = 0; five * 5 <= 10; five++) for (let two = 0; five * 5 + two * 2 <= 10; two++) ways++; // the rest in ₹ 1 coins
    num("upsc-csat-p3-qa-02", ways);
  });
  it("qa-03: smallest number with exactly 10 divisors", () => {
    let n = 1;
    while (count(1, n, (d) => n % d === 0) !== 10) n++;
    num("upsc-csat-p3-qa-03", n);
  });
  it("qa-04: A's age", () => {
    const found = [];
    for (let a = 1; a < 63; a++) {
      const b = 63 - a;
      const yearsAgo = a - b;
      if (yearsAgo > 0 && a === 2 * (b - yearsAgo)) found.push(a);
    }
    expect(found).toHaveLength(1);
    num("upsc-csat-p3-qa-04", found[0] as number);
  });
  it("qa-05: copies printed by the faster photocopier", () => {
    const minutes = 3000 / (40 + 60);
    num("upsc-csat-p3-qa-05", 60 * minutes);
  });
  it("qa-06: digit sum from 1 to 100", () => {
    let s = 0;
    for (let n = 1; n <= 100; n++) s += digits(n).reduce((a, b) => a + b, 0);
    num("upsc-csat-p3-qa-06", s);
  });
  it("qa-07: the other number", () => {
    const h = 403 / 13;
    const other = (h * 12 * h) / 93;
    expect(gcd(93, other)).toBe(h);
    num("upsc-csat-p3-qa-07", other);
  });
  it("qa-08: four-digit even numbers from 0-4 without repetition", () => {
    let c = 0;
    for (let n = 1000; n <= 9999; n++) {
      const d = String(n).split("");
      if (d.every((x) => "01234".includes(x)) && new Set(d).size === 4 && n % 2 === 0) c++;
    }
    num("upsc-csat-p3-qa-08", c);
  });
  it("qa-09: hands together after 3 o'clock", () => {
    const minutes = 90 / 5.5;
    expect(minutes).toBeCloseTo(16 + 4 / 11, 10);
    expect(keyed("upsc-csat-p3-qa-09")).toBe(
      `$${Math.floor(minutes)}\\frac{${Math.round((minutes % 1) * 11)}}{11}$`,
    );
  });
  it("qa-10: passed in both", () => {
    num("upsc-csat-p3-qa-10", 60 + 70 - (100 - 10));
  });
  it("qa-11: days until a watch losing 5 minutes a day is right again", () => {
    let day = 1;
    while ((day * 5) % 720 !== 0) day++;
    num("upsc-csat-p3-qa-11", day);
  });
  it("qa-12: candles", () => {
    // solve 1 - t/4 = 2(1 - t/3) by scanning minutes
    let minutes = 0;
    while (Math.abs(1 - minutes / 240 - 2 * (1 - minutes / 180)) > 1e-9) minutes++;
    expect(keyed("upsc-csat-p3-qa-12")).toBe(`${Math.floor(minutes / 60)} hours ${minutes % 60} minutes`);
  });
  it("qa-13: five consecutive odd numbers summing to 85", () => {
    const first = [...Array(50).keys()].map((i) => 2 * i + 1).find((a) => 5 * a + 20 === 85) as number;
    num("upsc-csat-p3-qa-13", first * (first + 8));
  });
  it("qa-14: boys to girls from the averages", () => {
    const found: string[] = [];
    for (let b = 1; b <= 10; b++)
      for (let g = 1; g <= 10; g++)
        if (gcd(b, g) === 1 && 50 * b + 40 * g === 46 * (b + g)) found.push(`${b} : ${g}`);
    expect(found).toEqual([keyed("upsc-csat-p3-qa-14")]);
  });
  it("qa-15: three-digit numbers with strictly increasing digits", () => {
    num(
      "upsc-csat-p3-qa-15",
      count(100, 999, (n) => {
        const [a, b, c] = digits(n) as [number, number, number];
        return a < b && b < c;
      }),
    );
  });
  it("qa-16: the clerk's distance", () => {
    const found = [...Array(200).keys()]
      .map((k) => k / 10)
      .filter((d) => Math.abs(d / 4 - d / 5 - 0.25) < 1e-9);
    expect(found).toHaveLength(1);
    num("upsc-csat-p3-qa-16", found[0] as number);
  });
  it("qa-17: original price of rice", () => {
    const found = [...Array(100).keys()].filter(
      (p) => p > 0 && Math.abs(800 / (0.8 * p) - 800 / p - 5) < 1e-9,
    );
    expect(found).toHaveLength(1);
    num("upsc-csat-p3-qa-17", found[0] as number);
  });
  it("qa-18: 15% of 40% of 500", () => {
    num("upsc-csat-p3-qa-18", 0.15 * 0.4 * 500);
  });
  it("qa-19: the first term", () => {
    const found = [];
    for (let a = -50; a <= 50; a++)
      for (let b = -50; b <= 50; b++) if (a + b === 7 && a + 2 * b + 7 === 19) found.push(a);
    expect(found).toHaveLength(1);
    num("upsc-csat-p3-qa-19", found[0] as number);
  });
  it("qa-20: 25-paise coins", () => {
    const x = [...Array(100).keys()].find((k) => k * 1 + 2 * k * 0.5 + 4 * k * 0.25 === 60) as number;
    num("upsc-csat-p3-qa-20", 4 * x);
  });
  it("qa-21: squares or cubes up to 100", () => {
    const fav = count(1, 100, (n) => Number.isInteger(Math.sqrt(n)) || Math.round(Math.cbrt(n)) ** 3 === n);
    const g = gcd(fav, 100);
    expect(keyed("upsc-csat-p3-qa-21")).toBe(`$\\frac{${fav / g}}{${100 / g}}$`);
  });
  it("qa-22: most pieces from 4 straight cuts", () => {
    let pieces = 1;
    for (let cut = 1; cut <= 4; cut++) pieces += cut;
    num("upsc-csat-p3-qa-22", pieces);
  });
});

describe("CSAT full-length paper 3: data interpretation", () => {
  const trade: [number, number, number][] = [
    [2021, 200, 250],
    [2022, 240, 280],
    [2023, 260, 325],
    [2024, 300, 330],
    [2025, 330, 375],
  ];
  const deficit = trade.map(([y, e, i]) => [y, i - e] as const);
  it("di-01: smallest deficit", () => {
    const least = deficit.reduce((a, b) => (b[1] < a[1] ? b : a));
    expect(deficit.filter((d) => d[1] === least[1])).toHaveLength(1);
    num("upsc-csat-p3-di-01", least[0]);
  });
  it("di-02: highest exports-to-imports ratio", () => {
    const ratios = trade.map(([y, e, i]) => [y, e / i] as const);
    const best = ratios.reduce((a, b) => (b[1] > a[1] ? b : a));
    expect(ratios.filter((r) => r[1] === best[1])).toHaveLength(1);
    num("upsc-csat-p3-di-02", best[0]);
  });
  it("di-03: export growth 2021 to 2025", () => {
    num("upsc-csat-p3-di-03", ((330 - 200) / 200) * 100);
  });
  it("di-04: years imports outgrew exports", () => {
    const n = trade.slice(1).filter(([, e, i], k) => {
      const [, e0, i0] = trade[k] as [number, number, number];
      return (i - i0) / i0 > (e - e0) / e0;
    }).length;
    expect(keyed("upsc-csat-p3-di-04")).toBe(["None", "One", "Two", "Three", "Four"][n]);
  });
  it("di-05: average deficit", () => {
    num("upsc-csat-p3-di-05", deficit.reduce((s, [, d]) => s + d, 0) / deficit.length);
  });
  const marks: Record<string, [number, number, number]> = {
    Rekha: [72, 65, 80],
    Salim: [58, 81, 70],
    Tanvi: [90, 55, 62],
    Uday: [66, 74, 75],
    Vani: [80, 70, 55],
  };
  const top = (score: (m: [number, number, number]) => number) => {
    const scored = Object.entries(marks).map(([name, m]) => [name, score(m)] as const);
    const best = scored.reduce((a, b) => (b[1] > a[1] ? b : a));
    expect(scored.filter((s) => s[1] === best[1])).toHaveLength(1);
    return best[0];
  };
  it("di-06: highest total", () => {
    expect(keyed("upsc-csat-p3-di-06")).toBe(top(([a, b, c]) => a + b + c));
  });
  it("di-07: highest weighted score", () => {
    expect(keyed("upsc-csat-p3-di-07")).toBe(top(([a, b, c]) => 2 * a + b + c));
  });
  it("di-08: at least 60 in every paper", () => {
    const n = Object.values(marks).filter((m) => m.every((x) => x >= 60)).length;
    expect(keyed("upsc-csat-p3-di-08")).toBe(["None", "One", "Two", "Three", "Four"][n]);
  });
  it("di-09: top Paper C mark over the Paper C average", () => {
    const c = Object.values(marks).map((m) => m[2]);
    num("upsc-csat-p3-di-09", Math.max(...c) - c.reduce((a, b) => a + b, 0) / c.length);
  });
  it("di-10: others above Vani after re-evaluation", () => {
    const vani = (marks.Vani as [number, number, number]).reduce((a, b) => a + b, 0) + 15;
    const n = Object.entries(marks).filter(
      ([name, m]) => name !== "Vani" && m[0] + m[1] + m[2] > vani,
    ).length;
    expect(keyed("upsc-csat-p3-di-10")).toBe(["None", "One", "Two", "Three"][n]);
  });
});

describe("CSAT full-length paper 3: reasoning", () => {
  const correctOf = (key: string) => singleCorrect(key);
  it("lr-01 and lr-02: syllogisms", () => {
    // lr-01: 0 honest officials, 1 gift-takers, 2 audit-team members
    const s1: Claim[] = [
      ["no", 0, 1],
      ["all", 2, 0],
    ];
    expect(keyed("upsc-csat-p3-lr-01")).toBe(
      verdict(follows(3, s1, ["no", 2, 1]), follows(3, s1, ["some", 0, 2])),
    );
    // lr-02: 0 novelists, 1 journalists, 2 graduates, 3 unemployed
    const s2: Claim[] = [
      ["some", 0, 1],
      ["all", 1, 2],
      ["no", 2, 3],
    ];
    expect(keyed("upsc-csat-p3-lr-02")).toBe(
      verdict(follows(4, s2, ["some-not", 0, 3]), follows(4, s2, ["all", 2, 1])),
    );
  });
  it("lr-03: remainder on division by 4", () => {
    const range = [...Array(1000).keys()];
    const one = new Set(range.filter((n) => n % 2 === 1).map((n) => n % 4));
    const two = new Set(range.filter((n) => n % 8 === 5).map((n) => n % 4));
    const both = new Set(range.filter((n) => n % 2 === 1 && n % 8 === 5).map((n) => n % 4));
    const answer = one.size === 1 ? 0 : two.size === 1 ? 1 : both.size === 1 ? 2 : 3;
    expect(correctOf("upsc-csat-p3-lr-03")).toBe(answer);
  });
  it("lr-04: Mrs. Rao's children", () => {
    const pairs: (readonly [number, number])[] = [];
    for (let s = 1; s <= 30; s++) for (let d = 1; d <= 30; d++) pairs.push([s, d] as const);
    const totals = (ok: (s: number, d: number) => boolean) =>
      new Set(pairs.filter(([s, d]) => ok(s, d)).map(([s, d]) => s + d));
    const one = totals((s, d) => d === s - 1);
    const two = totals((s, d) => s === 2 * (d - 1));
    const both = totals((s, d) => d === s - 1 && s === 2 * (d - 1));
    const answer = one.size === 1 ? 0 : two.size === 1 ? 1 : both.size === 1 ? 2 : 3;
    expect(both).toEqual(new Set([7]));
    expect(correctOf("upsc-csat-p3-lr-04")).toBe(answer);
  });
  it("lr-05: only those who paid may sit", () => {
    const worlds = [true, false].flatMap((paid) => [true, false].map((sits) => ({ paid, sits })));
    const allowed = worlds.filter((w) => (!w.sits || w.paid) && w.sits);
    expect(allowed.every((w) => w.paid)).toBe(true);
    expect(keyed("upsc-csat-p3-lr-05")).toBe("Ravi has paid the fee");
  });
  it("lr-06: 'at least one of us is a liar'", () => {
    const kinds = [true, false]; // true: truth-teller
    const worlds = kinds.flatMap((a) => kinds.map((b) => ({ a, b }))).filter(({ a, b }) => (!a || !b) === a);
    expect(worlds).toHaveLength(1);
    const w = worlds[0] as { a: boolean; b: boolean };
    const options = [
      "Both are truth-tellers",
      "A tells the truth and B lies",
      "A lies and B tells the truth",
      "Both are liars",
    ];
    const index = w.a && w.b ? 0 : w.a ? 1 : w.b ? 2 : 3;
    expect(keyed("upsc-csat-p3-lr-06")).toBe(options[index]);
  });
  it("lr-07: differences growing by 2", () => {
    const terms = [1];
    for (let k = 1; k <= 6; k++) terms.push((terms[k - 1] as number) + 2 * k);
    expect(terms.slice(0, 6)).toEqual([1, 3, 7, 13, 21, 31]);
    num("upsc-csat-p3-lr-07", terms[6] as number);
  });
  it("lr-08: difference then sum", () => {
    const code = (a: number, b: number) => `${a - b}${a + b}`;
    expect([code(5, 3), code(9, 1), code(8, 6)]).toEqual(["28", "810", "214"]);
    expect(keyed("upsc-csat-p3-lr-08")).toBe(code(7, 3));
  });
  it("lr-09: the 10th meeting", () => {
    const week = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
    expect(keyed("upsc-csat-p3-lr-09")).toBe(week[(9 * 9) % 7]);
  });
  it("lr-12: phones and televisions", () => {
    // every whole-percent split consistent with 80% and 60%
    const both: number[] = [];
    for (let b = 0; b <= 60; b++) if (80 + 60 - b <= 100) both.push(b);
    expect(Math.min(...both)).toBe(40);
    expect(Math.max(...both)).toBe(60);
    const neither = both.map((b) => 100 - (80 + 60 - b));
    expect(Math.min(...neither)).toBe(0);
    expect(keyed("upsc-csat-p3-lr-12")).toBe("At least 40% of households own both");
  });
  it("lr-13: ORANGE in alphabetical order", () => {
    expect(keyed("upsc-csat-p3-lr-13")).toBe("ORANGE".split("").sort()[3]);
  });
  it("lr-14: who tells the truth", () => {
    const kinds = [true, false];
    const worlds = kinds
      .flatMap((a) => kinds.flatMap((b) => kinds.map((c) => ({ a, b, c }))))
      .filter(({ a, b, c }) => !b === a && !c === b && (!a && !b) === c);
    expect(worlds).toHaveLength(1);
    const w = worlds[0] as { a: boolean; b: boolean; c: boolean };
    const truthful = (["A", "B", "C"] as const).filter((p) => w[p.toLowerCase() as "a" | "b" | "c"]);
    expect(keyed("upsc-csat-p3-lr-14")).toBe(`${truthful.join(" and ")} only`);
  });
});

describe("CSAT full-length paper 3: puzzles", () => {
  it("pz-01 to pz-04: the six plots have one layout", () => {
    const layouts = permutations(["P", "Q", "R", "S", "T", "U"]).filter((l) => {
      // l[0..2] north row west to east, l[3..5] south row
      const at = (f: string) => l.indexOf(f);
      const row = (f: string) => Math.floor(at(f) / 3);
      const col = (f: string) => at(f) % 3;
      return (
        row("P") === 0 &&
        row("S") === 1 &&
        col("P") === col("S") &&
        row("R") === row("U") &&
        row("T") === 1 &&
        col("T") !== 1 &&
        col("Q") === 0 &&
        col("U") === 2
      );
    });
    expect(layouts).toHaveLength(1);
    const l = layouts[0] as string[];
    expect(keyed("upsc-csat-p3-pz-01")).toBe(l[l.indexOf("U") + 3]);
    expect(keyed("upsc-csat-p3-pz-02")).toBe(l[l.indexOf("Q") - 3]);
    const sameRow = ["Q and R", "S and U", "P and U", "T and P"].filter((pair) => {
      const [a, b] = pair.split(" and ") as [string, string];
      return Math.floor(l.indexOf(a) / 3) === Math.floor(l.indexOf(b) / 3);
    });
    expect(sameRow).toEqual([keyed("upsc-csat-p3-pz-03")]);
    const swapped = l.map((f) => (f === "R" ? "T" : f === "T" ? "R" : f));
    expect(keyed("upsc-csat-p3-pz-04")).toBe(swapped[swapped.indexOf("Q") - 3]);
  });
  it("pz-05 to pz-08: the team of four", () => {
    const volunteers = ["Arun", "Bela", "Chetan", "Divya", "Ehsan", "Fatima", "Gauri"];
    const women = new Set(["Bela", "Divya", "Fatima", "Gauri"]);
    const teams: string[][] = [];
    const pick = (from: number, chosen: string[]) => {
      if (chosen.length === 4) teams.push(chosen);
      else for (let i = from; i < volunteers.length; i++) pick(i + 1, [...chosen, volunteers[i] as string]);
    };
    pick(0, []);
    const base = (t: string[]) => {
      const has = (n: string) => t.includes(n);
      return (
        !(has("Arun") && has("Bela")) &&
        (!has("Chetan") || has("Divya")) &&
        has("Ehsan") !== has("Fatima") &&
        (!has("Gauri") || has("Arun")) &&
        !(has("Divya") && has("Ehsan"))
      );
    };
    const valid = teams.filter((t) => base(t) && t.filter((n) => women.has(n)).length === 2);
    expect(valid).toHaveLength(1);
    const team = valid[0] as string[];
    const out = ["Arun", "Chetan", "Divya", "Gauri"].filter((n) => !team.includes(n));
    expect(out).toEqual([keyed("upsc-csat-p3-pz-05")]);
    const inTeam = ["Bela", "Ehsan", "Fatima", "Gauri"].filter((n) => team.includes(n));
    expect(inTeam).toEqual([keyed("upsc-csat-p3-pz-06")]);
    const men = team.filter((n) => !women.has(n)).length;
    expect(keyed("upsc-csat-p3-pz-07")).toBe(["None", "One", "Two", "Three"][men]);
    const withoutSix = teams.filter(base).length;
    expect(keyed("upsc-csat-p3-pz-08")).toBe(["None", "One", "Two", "Three", "Four"][withoutSix]);
  });
});
