import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import {
  expectKeyedNumber,
  keyedOption,
  permutations,
  singleQuestion,
} from "~/server/test-support/content/check-answers";

const upsc = loadExamBank("upsc");

/**
 * The fifth CSAT chapter set (csat-chapters-5.yaml): every computed key worked out again from the
 * givens in the question or its table, never from the options. Puzzles, routes, selections and
 * orders are searched over every possibility, which must leave exactly one answer.
 */

const key = (n: number) => `upsc-csat5-${String(n).padStart(3, "0")}`;
const num = (n: number, value: number, tolerance?: number) =>
  expectKeyedNumber(upsc, key(n), value, tolerance);
const keyed = (n: number) => keyedOption(upsc, key(n));
const COUNT_WORDS = ["None", "One", "Two", "Three", "Four"];

function subsets<T>(items: T[]): T[][] {
  return items.reduce<T[][]>((all, item) => all.concat(all.map((s) => [...s, item])), [[]]);
}

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
  for (let model = 0; model < 2 ** kinds; model++) {
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

describe("CSAT chapter set 5: the questions", () => {
  it("are 45, keyed 001 to 045, all CSAT with four options", () => {
    const set = upsc.questions.filter((q) => q.key.startsWith("upsc-csat5-"));
    expect(set.map((q) => q.key)).toEqual(Array.from({ length: 45 }, (_, i) => key(i + 1)));
    for (const q of set) {
      expect(q.subject, q.key).toBe("CSAT");
      expect(singleQuestion(upsc, q.key).options, q.key).toHaveLength(4);
    }
  });
});

describe("CSAT chapter set 5: data interpretation", () => {
  const sites = ["Fort", "Lake", "Museum", "Temple"] as const;
  const visitors: Record<number, number[]> = {
    2022: [40, 25, 15, 80],
    2023: [48, 30, 18, 84],
    2024: [54, 27, 24, 90],
    2025: [60, 36, 30, 99],
  };
  const at = (year: number, site: (typeof sites)[number]) =>
    (visitors[year] ?? [])[sites.indexOf(site)] ?? NaN;
  const total = (year: number) => (visitors[year] ?? []).reduce((a, b) => a + b, 0);

  it("the table in the stimulus is the one checked here", () => {
    const table = upsc.stimuli?.find((s) => s.key === "upsc-csat5-di-tourists");
    for (const [year, row] of Object.entries(visitors))
      expect(table?.body).toContain(`| ${year} | ${row.join(" | ")} |`);
  });
  it("011: rise in Fort visitors, 2022 to 2025", () => {
    num(11, ((at(2025, "Fort") - at(2022, "Fort")) / at(2022, "Fort")) * 100);
  });
  it("012: year of the largest growth of the total", () => {
    const growth = [2023, 2024, 2025].map((y) => ({ y, g: total(y) / total(y - 1) }));
    const best = growth.reduce((a, b) => (b.g > a.g ? b : a));
    expect(growth.filter((x) => x.g === best.g)).toHaveLength(1);
    expect(keyed(12)).toBe(String(best.y));
  });
  it("013: Museum's share in 2025", () => {
    num(13, (at(2025, "Museum") / total(2025)) * 100, 0.01);
  });
  it("014: years in which some site fell", () => {
    const n = [2023, 2024, 2025].filter((y) => sites.some((s) => at(y, s) < at(y - 1, s))).length;
    expect(keyed(14)).toBe(COUNT_WORDS[n]);
  });
  it("015: Museum's share in 2026 after the same growth", () => {
    const museum = at(2025, "Museum") * (at(2025, "Museum") / at(2024, "Museum"));
    const all = total(2025) - at(2025, "Museum") + museum;
    const share = Math.round((museum / all) * 1000) / 10;
    num(15, share);
  });
});

describe("CSAT chapter set 5: numeracy", () => {
  it("016: marks short of 40% of 250", () => {
    num(16, 0.4 * 250 - 86);
  });
  it("017: the larger number in the ratio 4 : 7", () => {
    const k = [...Array(100).keys()].filter((x) => x > 0 && 3 * (4 * x + 6) === 2 * (7 * x + 6));
    expect(k).toHaveLength(1);
    num(17, 7 * (k[0] as number));
  });
  it("018: distance from the two walking speeds", () => {
    // minutes at 5 km/h minus minutes at 6 km/h = 6 + 4; search in steps of 0.5 km
    const found = [...Array(40).keys()]
      .map((i) => (i + 1) / 2)
      .filter((d) => (d / 5) * 60 - (d / 6) * 60 === 10);
    expect(found).toHaveLength(1);
    num(18, found[0] as number);
  });
  it("019: days left for B and C after A leaves", () => {
    const all = (1 / 12 + 1 / 15 + 1 / 20) / 2;
    const a = all - 1 / 15;
    const bc = all - a;
    num(19, (1 - 4 * all) / bc);
  });
  it("020: the seventh of 13 numbers", () => {
    num(20, 7 * 57 + 7 * 65 - 13 * 60);
  });
  it("021: divisible by 4 or 6 but not by 9, up to 500", () => {
    let n = 0;
    for (let i = 1; i <= 500; i++) if ((i % 4 === 0 || i % 6 === 0) && i % 9 !== 0) n++;
    num(21, n);
  });
  it("022: four-digit numbers from 0-5, no repeats, divisible by 5", () => {
    let n = 0;
    for (let i = 1000; i <= 9999; i++) {
      const ds = String(i).split("");
      if (ds.every((d) => "012345".includes(d)) && new Set(ds).size === 4 && i % 5 === 0) n++;
    }
    num(22, n);
  });
  it("023: two dice, total above 8 or a double", () => {
    let good = 0;
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b > 8 || a === b) good++;
    const g = gcd(good, 36);
    expect(keyed(23)).toBe(`${good / g}/${36 / g}`);
  });
  it("024: bells toll together again", () => {
    let m = 1;
    while (!(m % 9 === 0 && m % 12 === 0 && m % 15 === 0)) m++;
    const minutes = 8 * 60 + m;
    expect(minutes % 60).toBe(0);
    expect(minutes / 60).toBeLessThan(12);
    expect(keyed(24)).toBe(`${minutes / 60}:00 a.m.`);
  });
});

describe("CSAT chapter set 5: reasoning", () => {
  it("025: 3, 8, 18, 38, 78, ?", () => {
    const series = [3];
    while (series.length < 6) series.push((series.at(-1) as number) * 2 + 2);
    expect(series.slice(0, 5)).toEqual([3, 8, 18, 38, 78]);
    num(25, series[5] as number);
  });
  it("026: Z, W, S, N, H, ?", () => {
    const pos = (c: string) => c.charCodeAt(0) - 64;
    const given = ["Z", "W", "S", "N", "H"].map(pos);
    expect(given.slice(1).map((p, i) => (given[i] as number) - p)).toEqual([3, 4, 5, 6]);
    expect(keyed(26)).toBe(String.fromCharCode(64 + (given[4] as number) - 7));
  });
  it("027: the code of GARDEN", () => {
    const code = (word: string) =>
      word
        .split("")
        .map((c, i) => String.fromCharCode(((c.charCodeAt(0) - 65 + i + 1) % 26) + 65))
        .join("");
    expect(code("PLANET")).toBe("QNDRJZ");
    expect(keyed(27)).toBe(code("GARDEN"));
  });
  it("028 and 029: syllogisms", () => {
    // 028: 0 pens, 1 books, 2 bags
    const s28: Claim[] = [
      ["all", 0, 1],
      ["some", 1, 2],
    ];
    expect(keyed(28)).toBe(verdict(follows(3, s28, ["some", 0, 2]), follows(3, s28, ["some", 2, 1])));
    // 029: 0 doctors, 1 singers, 2 poets, 3 readers
    const s29: Claim[] = [
      ["no", 0, 1],
      ["some", 1, 2],
      ["all", 2, 3],
    ];
    expect(keyed(29)).toBe(verdict(follows(4, s29, ["some-not", 3, 0]), follows(4, s29, ["some-not", 2, 0])));
  });
  it("030: the weekday a year after 1 March 2027", () => {
    const days = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
    expect(days[new Date(Date.UTC(2027, 2, 1)).getUTCDay()]).toBe("Monday");
    expect(keyed(30)).toBe(days[new Date(Date.UTC(2028, 2, 1)).getUTCDay()]);
  });
});

describe("CSAT chapter set 5: puzzles", () => {
  it("031 to 033: the round table has one arrangement", () => {
    // seats 0-5 going to the right of people facing the centre; Anil fixed at seat 0
    const rightOf = (seat: number, steps = 1) => (seat + steps) % 6;
    const arrangements = permutations(["Bina", "Chetan", "Divya", "Esha", "Farhan"])
      .map((rest) => ["Anil", ...rest])
      .filter((s) => {
        const at = (name: string) => s.indexOf(name);
        if (at("Chetan") !== rightOf(at("Anil"), 3)) return false;
        const between =
          at("Bina") === rightOf(at("Anil"), 2)
            ? rightOf(at("Anil"), 1)
            : at("Bina") === rightOf(at("Anil"), 4)
              ? rightOf(at("Anil"), 5)
              : -1;
        if (between < 0 || s[between] === "Farhan") return false;
        return at("Esha") === rightOf(at("Chetan"));
      });
    expect(arrangements).toHaveLength(1);
    const s = arrangements[0] as string[];
    const at = (name: string) => s.indexOf(name);
    expect(keyed(31)).toBe(s[rightOf(at("Anil"))]);
    expect(keyed(32)).toBe(s[rightOf(at("Farhan"), 3)]);
    const swapped = s.map((p) => (p === "Anil" ? "Esha" : p === "Esha" ? "Anil" : p));
    expect(keyed(33)).toBe(swapped[rightOf(swapped.indexOf("Divya"), 5)]);
  });
  const walk = (legs: [string, number][]) => {
    // a heading of 0 is north, 1 east, 2 south, 3 west; the first leg is towards the north
    const dx = [0, 1, 0, -1];
    const dy = [1, 0, -1, 0];
    let heading = 0;
    let x = 0;
    let y = 0;
    for (const [turn, km] of legs) {
      heading = (heading + (turn === "right" ? 1 : turn === "left" ? 3 : 0)) % 4;
      x += (dx[heading] as number) * km;
      y += (dy[heading] as number) * km;
    }
    return { x, y };
  };
  it("034: 6 north, left 4, left 9", () => {
    const { x, y } = walk([
      ["none", 6],
      ["left", 4],
      ["left", 9],
    ]);
    expect(x < 0 && y < 0).toBe(true);
    expect(keyed(34)).toBe(`${Math.hypot(x, y)} km to the south-west`);
  });
  it("035: 4 north, right 13, left 8, left 4", () => {
    const { x, y } = walk([
      ["none", 4],
      ["right", 13],
      ["left", 8],
      ["left", 4],
    ]);
    expect(x > 0 && y > 0).toBe(true);
    expect(keyed(35)).toBe(`${Math.hypot(x, y)} km to the north-east`);
  });
  it("036: the man in Meera's photograph", () => {
    // Meera's father's mother-in-law is her mother's mother, whose only daughter is Meera's mother
    const motherOf: Record<string, string> = { Meera: "Mother", Mother: "Grandmother" };
    const fathersMotherInLaw = motherOf[motherOf.Meera as string];
    const onlyDaughter = Object.keys(motherOf).find(
      (child) => child !== "Meera" && motherOf[child] === fathersMotherInLaw,
    );
    expect(onlyDaughter).toBe(motherOf.Meera);
    // the man's mother is Meera's mother and he is male: a brother
    expect(keyed(36)).toBe("Brother");
  });
  it("037: G @ H # L % M & N", () => {
    const parent: Record<string, string> = {};
    const spouse: Record<string, string> = {};
    const female = new Set<string>();
    const male = new Set<string>();
    const steps: [string, string, string][] = [
      ["G", "@", "H"],
      ["H", "#", "L"],
      ["L", "%", "M"],
      ["M", "&", "N"],
    ];
    for (const [a, op, b] of steps) {
      if (op === "#") {
        parent[b] = a;
        male.add(a);
      } else if (op === "@") {
        parent[a] = b;
        female.add(a);
      } else if (op === "%") {
        male.add(a);
        const p = parent[a] ?? parent[b];
        if (p) {
          parent[a] = p;
          parent[b] = p;
        }
      } else {
        spouse[a] = b;
        spouse[b] = a;
        female.add(a);
        male.add(b);
      }
    }
    const wife = spouse.N as string;
    expect(male.has("N")).toBe(true);
    expect(female.has(wife) && female.has("G")).toBe(true);
    expect(wife).not.toBe("G");
    expect(parent[wife]).toBe(parent.G); // G is the sister of N's wife
    expect(parent.N).toBeUndefined(); // and not N's own sister
    expect(keyed(37)).toBe("Sister-in-law");
  });
  it("038: people between Ravi and Sita", () => {
    const sita = 52 - 23 + 1;
    num(38, sita - 19 - 1);
  });
});

describe("CSAT chapter set 5: decision making", () => {
  it("039: who is taken on probation", () => {
    const applicants = [
      { name: "Kiran", age: 24, wpm: 38, certificate: false, agrees: true },
      { name: "Lata", age: 36, wpm: 40, certificate: true, agrees: false },
      { name: "Mohan", age: 29, wpm: 33, certificate: true, agrees: false },
      { name: "Nisha", age: 22, wpm: 36, certificate: true, agrees: false },
    ];
    const probation = applicants.filter(
      (a) => a.age >= 21 && a.age <= 35 && a.wpm >= 35 && !a.certificate && a.agrees,
    );
    expect(probation.map((a) => a.name)).toEqual([keyed(39)]);
  });
  it("040: copies beyond which buying pays", () => {
    num(40, 60000 / (1.2 - 0.4));
  });
  it("041: order with the least total waiting", () => {
    const hours: Record<string, number> = { W: 4, X: 1, Y: 3, Z: 2 };
    const wait = (order: string[]) => {
      let clock = 0;
      return order.reduce((sum, f) => {
        clock += hours[f] as number;
        return sum + clock;
      }, 0);
    };
    const orders = permutations(Object.keys(hours));
    const least = Math.min(...orders.map(wait));
    const best = orders.filter((o) => wait(o) === least);
    expect(best).toHaveLength(1);
    expect(keyed(41)).toBe((best[0] as string[]).join(", "));
  });
  it("042: kits serving the most people within 20 kg", () => {
    const kits: Record<string, [number, number]> = {
      A: [8, 40],
      B: [6, 30],
      C: [5, 28],
      D: [4, 18],
      E: [3, 14],
    };
    const sets = subsets(Object.keys(kits)).filter(
      (s) => s.reduce((w, k) => w + (kits[k] as [number, number])[0], 0) <= 20,
    );
    const served = (s: string[]) => s.reduce((p, k) => p + (kits[k] as [number, number])[1], 0);
    const most = Math.max(...sets.map(served));
    const best = sets.filter((s) => served(s) === most);
    expect(best).toHaveLength(1);
    const names = best[0] as string[];
    expect(keyed(42)).toBe(`${names.slice(0, -1).join(", ")} and ${names.at(-1)}`);
  });
  it("043: shortest route from P to T", () => {
    const roads: [string, string, number][] = [
      ["P", "Q", 7],
      ["P", "R", 4],
      ["Q", "R", 2],
      ["Q", "S", 6],
      ["R", "S", 9],
      ["Q", "T", 11],
      ["S", "T", 3],
      ["R", "U", 10],
      ["U", "T", 5],
    ];
    let best = Infinity;
    const go = (at: string, seen: Set<string>, length: number) => {
      if (at === "T") {
        best = Math.min(best, length);
        return;
      }
      for (const [a, b, km] of roads) {
        const next = a === at ? b : b === at ? a : null;
        if (next && !seen.has(next)) go(next, new Set([...seen, next]), length + km);
      }
    };
    go("P", new Set(["P"]), 0);
    num(43, best);
  });
  it("044: officers on every acceptable committee", () => {
    const officers = ["P", "Q", "R", "S", "T", "U", "V"];
    const committees = subsets(officers).filter((c) => {
      const has = (o: string) => c.includes(o);
      return (
        c.length === 4 &&
        has("V") &&
        !(has("S") && has("V")) &&
        (!has("R") || has("S")) &&
        !(has("P") && has("Q"))
      );
    });
    expect(committees.length).toBeGreaterThan(0);
    const always = officers.filter((o) => o !== "V" && committees.every((c) => c.includes(o)));
    expect(keyed(44)).toBe(always.join(" and "));
  });
  it("045: cheapest way to at least 20 pens", () => {
    let least = Infinity;
    for (let packs = 0; packs <= 4; packs++) {
      const singles = Math.max(0, 20 - 6 * packs);
      least = Math.min(least, 150 * packs + 28 * singles);
    }
    num(45, least);
  });
});
