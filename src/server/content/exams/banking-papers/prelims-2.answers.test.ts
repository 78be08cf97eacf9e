import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import {
  allAre,
  ancestorPath,
  column,
  expectKeyed,
  expectRelation,
  expectVerdict,
  type Family,
  gcd,
  inequalityVerdict,
  keyed,
  nearestOption,
  noneAre,
  permutations,
  q,
  ratio,
  roots,
  solutions,
  someAre,
  syllogismVerdict,
} from "~/server/test-support/content/banking-solvers";
import { expectKeyedNumber } from "~/server/test-support/content/check-answers";

const banking = loadExamBank("banking");

/** Paper 2: every computed answer re-derived from the givens, every puzzle brute-forced. */

const num = (key: string, value: number) => expectKeyedNumber(banking, key, value);
const words = ["None", "One", "Two", "Three", "Four", "Five"];

describe("IBPS PO prelims paper 2: Quantitative Aptitude", () => {
  it("approximation: the keyed value is the option nearest the exact value", () => {
    const cases: [string, number][] = [
      ["banking-p2-qa-01", 15.02 * 11.98 + 0.2397 * 749.8 - 59.9],
      ["banking-p2-qa-02", Math.sqrt(0.3499 * 2399.7 - 11.02 * 24.01)],
      ["banking-p2-qa-03", (1039.9 / 12.98) * 4.01 + Math.sqrt(624.9)],
      ["banking-p2-qa-04", 0.4498 * 1600.2 - (6.98 ** 3 - 17.96 * 18.03)],
    ];
    for (const [key, exact] of cases) num(key, nearestOption(key, exact));
  });

  it("number series", () => {
    const build = (first: number, n: number, step: (t: number, i: number) => number) => {
      const out = [first];
      for (let i = 1; i < n; i++) out.push(step(out[i - 1]!, i));
      return out;
    };
    const s1 = build(980, 6, (t, i) => t - 20 * 2 ** (i - 1));
    expect(s1.slice(0, 5)).toEqual([980, 960, 920, 840, 680]);
    num("banking-p2-qa-05", s1[5]!);
    const s2 = build(12, 6, (t, i) => t * 0.5 * i);
    expect(s2.slice(0, 5)).toEqual([12, 6, 6, 9, 18]);
    num("banking-p2-qa-06", s2[5]!);
    const s3 = build(4, 6, (t, i) => (i % 2 === 1 ? 2 * t + 3 : 3 * t - 2));
    expect(s3.slice(0, 5)).toEqual([4, 11, 31, 65, 193]);
    num("banking-p2-qa-07", s3[5]!);
    // wrong numbers: exactly one given term breaks the rule
    const wrongOne = (given: number[], step: (t: number, i: number) => number) => {
      const right = build(given[0]!, given.length, step);
      const wrong = given.filter((v, i) => v !== right[i]);
      expect(wrong).toHaveLength(1);
      return wrong[0]!;
    };
    num(
      "banking-p2-qa-08",
      wrongOne([3, 5, 11, 29, 84, 245], (t) => 3 * t - 4),
    );
    num(
      "banking-p2-qa-09",
      wrongOne([3, 5, 14, 49, 241, 1441], (t, i) => (i + 1) * t - i),
    );
  });

  it("quadratic comparisons", () => {
    expectRelation("banking-p2-qa-10", roots(1, -12, 35), roots(1, -17, 72));
    expectRelation("banking-p2-qa-11", roots(3, 5, -12), roots(2, 11, 15));
    expectRelation("banking-p2-qa-12", roots(4, -25, 36), roots(5, -22, 24));
    // II is a perfect square, (y - √5)^2: its discriminant is 0 up to rounding
    const s5 = Math.sqrt(5);
    const ys = [s5];
    expect(ys[0]! ** 2 - 2 * s5 * ys[0]! + 5).toBeCloseTo(0, 9);
    expectRelation("banking-p2-qa-13", roots(1, -(s5 + Math.sqrt(3)), Math.sqrt(15)), ys);
  });

  it("data interpretation: retail loans (read from the table)", () => {
    const T = "banking-p2-di-1";
    const total = column(T, "Total loans (₹ crore)");
    const home = column(T, "Home (%)");
    const vehicle = column(T, "Vehicle (%)");
    const personal = column(T, "Personal (%)");
    const part = (pct: Record<string, number>, city: string) => (total[city]! * pct[city]!) / 100;
    num("banking-p2-qa-14", part(home, "Nagpur"));
    const cities = Object.keys(total);
    num(
      "banking-p2-qa-15",
      cities.reduce((s, c) => s + (total[c]! * (100 - home[c]! - vehicle[c]! - personal[c]!)) / 100, 0),
    );
    num("banking-p2-qa-16", (part(vehicle, "Ranchi") / part(vehicle, "Indore")) * 100);
    expect(keyed("banking-p2-qa-17")).toBe(
      ratio(part(personal, "Kanpur") + part(personal, "Mysuru"), part(home, "Indore")),
    );
    const change = total.Indore! * 1.15 * 0.36 - part(home, "Indore");
    expect(change).toBeGreaterThan(0);
    expect(keyed("banking-p2-qa-18")).toContain("increase");
    num("banking-p2-qa-18", change);
  });

  it("data interpretation: deposits mobilised (read from the table)", () => {
    const T = "banking-p2-di-2";
    const quarters = ["Q1", "Q2", "Q3"].map((c) => column(T, c));
    const [q1, q2, q3] = quarters as [Record<string, number>, Record<string, number>, Record<string, number>];
    const people = Object.keys(q1);
    const sum = (col: Record<string, number>) => people.reduce((s, p) => s + col[p]!, 0);
    num("banking-p2-qa-19", q1.Charu! + q2.Charu! + q3.Charu!);
    num("banking-p2-qa-20", sum(q2) / people.length);
    num("banking-p2-qa-21", ((sum(q3) - sum(q2)) / sum(q2)) * 100);
    const growth = people.map((p) => [p, (q3[p]! - q1[p]!) / q1[p]!] as const).sort((a, b) => b[1] - a[1]);
    expect(growth[0]![1]).toBeGreaterThan(growth[1]![1]);
    expectKeyed("banking-p2-qa-22", growth[0]![0]);
    const excessLakh = people.reduce((s, p) => s + Math.max(0, q3[p]! - 50), 0);
    num("banking-p2-qa-23", excessLakh * 100000 * 0.005);
  });

  it("arithmetic", () => {
    num("banking-p2-qa-24", ((18600 - 15000) * 100) / (15000 * 3));
    num("banking-p2-qa-25", (120 + 180) / (120 / 40 + 180 / 60));
    const cost = 40 * 45 + 60 * 50;
    num("banking-p2-qa-26", ((100 * 54.6 - cost) / cost) * 100);
    // Meera 1.2N spends 75%, Nikhil N spends 70%
    num("banking-p2-qa-27", 3600 / (1.2 * 0.75 - 0.7));
    // tank as a fraction: after 4 h with all three, the rest with A and B
    const filled = 4 * (1 / 12 + 1 / 15 - 1 / 20);
    num("banking-p2-qa-28", (1 - filled) / (1 / 12 + 1 / 15));
    const c2 = (n: number) => (n * (n - 1)) / 2;
    const same = c2(5) + c2(4) + c2(3);
    const all = c2(12);
    const g = gcd(same, all);
    expectKeyed("banking-p2-qa-29", `$\\frac{${same / g}}{${all / g}}$`);
    num("banking-p2-qa-30", 86 / (1.5 * 0.9 * 0.9 - 1));
  });
});

describe("IBPS PO prelims paper 2: Reasoning Ability", () => {
  it("circular seating: exactly one arrangement fits the clues", () => {
    // seats in clockwise order; facing the centre, left is clockwise (+1) and right anticlockwise (-1)
    const seat = (s: string[], x: string) => s.indexOf(x);
    const at = (s: string[], i: number) => s[((i % 8) + 8) % 8]!;
    const left = (s: string[], x: string, k = 1) => at(s, seat(s, x) + k);
    const right = (s: string[], x: string, k = 1) => at(s, seat(s, x) - k);
    const opposite = (s: string[], x: string) => at(s, seat(s, x) + 4);
    const arrangements = permutations(["Q", "R", "S", "T", "U", "V", "W"]).map((rest) => ["P", ...rest]);
    const found = solutions(arrangements, [
      (s) => left(s, "P") === "T",
      (s) => left(s, "P", 3) === "W",
      (s) => opposite(s, "R") === "S",
      (s) => right(s, "S", 2) === "Q",
      (s) => left(s, "P") !== "V" && right(s, "P") !== "V",
    ]);
    expect(found).toHaveLength(1);
    const s = found[0]!;
    expectKeyed("banking-p2-ra-01", opposite(s, "T"));
    expectKeyed("banking-p2-ra-02", right(s, "W"));
    let between = 0;
    for (let k = 1; left(s, "U", k) !== "R"; k++) between++;
    expectKeyed("banking-p2-ra-03", words[between]!);
    const pairs = q("banking-p2-ra-04").options.filter((o) => {
      const [a, b] = o.split(" and ");
      return opposite(s, a!) === b;
    });
    expect(pairs).toEqual([keyed("banking-p2-ra-04")]);
    expectKeyed("banking-p2-ra-05", left(s, "Q", 2));
  });

  it("months and cities: exactly one arrangement fits the clues", () => {
    const people = ["F", "G", "H", "J", "K", "L", "M"];
    const cities = ["Shimla", "Bhopal", "Jaipur", "Nashik", "Ranchi", "Mysuru", "Indore"];
    const months = ["January", "February", "March", "April", "May", "June", "July"];
    type Sol = { month: Record<string, number>; city: Record<string, string> };
    const found: Sol[] = [];
    // the month clues are checked first, then every city assignment for each surviving order
    for (const order of permutations(people)) {
      const month = Object.fromEntries(order.map((p, i) => [p, i]));
      const m = (p: string) => month[p]!;
      if (m("L") - m("H") !== 3 || m("J") <= m("L") || m("F") >= m("K")) continue;
      for (const cs of permutations(cities)) {
        const city = Object.fromEntries(people.map((p, i) => [p, cs[i]!]));
        const monthOf = (c: string) => m(people.find((p) => city[p] === c)!);
        if (
          monthOf("Indore") === 6 &&
          city.M === "Nashik" &&
          monthOf("Bhopal") === monthOf("Shimla") + 1 &&
          monthOf("Mysuru") === monthOf("Ranchi") + 1 &&
          monthOf("Jaipur") === m("K") + 1 &&
          monthOf("Ranchi") > monthOf("Jaipur")
        ) {
          found.push({ month, city });
        }
      }
    }
    expect(found).toHaveLength(1);
    const s = found[0]!;
    const inMonth = (i: number) => people.find((p) => s.month[p] === i)!;
    expectKeyed("banking-p2-ra-06", inMonth(4));
    expect(keyed("banking-p2-ra-07")).toBe(s.city.L);
    expectKeyed("banking-p2-ra-08", words[Math.abs(s.month.F! - s.month.M!) - 1]!);
    const indore = people.find((p) => s.city[p] === "Indore")!;
    expectKeyed("banking-p2-ra-09", inMonth(s.month[indore]! - 1));
    const right = q("banking-p2-ra-10").options.filter((o) => {
      const [p, mon, c] = o.split(" – ");
      return months[s.month[p!]!] === mon && s.city[p!] === c;
    });
    expect(right).toEqual([keyed("banking-p2-ra-10")]);
  });

  it("box stack: exactly one arrangement fits the clues", () => {
    const found = solutions(permutations(["Red", "Blue", "Green", "Yellow", "White", "Black", "Pink"]), [
      (s) => s.indexOf("Red") - s.indexOf("Black") === 1,
      (s) => Math.abs(s.indexOf("Red") - s.indexOf("White")) === 3,
      (s) => Math.abs(s.indexOf("Black") - s.indexOf("Yellow")) === 4,
      (s) => s.indexOf("Blue") - s.indexOf("Pink") === 1,
    ]); // index 0 is the bottom
    expect(found).toHaveLength(1);
    const s = found[0]!;
    expectKeyed("banking-p2-ra-11", s[6]!);
    expectKeyed("banking-p2-ra-12", words[Math.abs(s.indexOf("Green") - s.indexOf("Blue")) - 1]!);
    expectKeyed("banking-p2-ra-13", s[3]!);
    expectKeyed("banking-p2-ra-14", s[s.indexOf("Pink") - 1]!);
    const swapped = [...s];
    const [b, u] = [s.indexOf("Black"), s.indexOf("Blue")];
    [swapped[b], swapped[u]] = [swapped[u]!, swapped[b]!];
    expectKeyed("banking-p2-ra-15", swapped[swapped.indexOf("Black") + 1]!);
  });

  it("syllogisms", () => {
    // bonds 0, shares 1, debentures 2
    expectVerdict(
      "banking-p2-ra-16",
      syllogismVerdict(3, [allAre(0, 1), noneAre(1, 2)], { claim: noneAre(0, 2) }, { claim: someAre(1, 0) }),
    );
    // loans 0, debts 1, assets 2, liabilities 3
    expectVerdict(
      "banking-p2-ra-17",
      syllogismVerdict(
        4,
        [someAre(0, 1), someAre(1, 2), noneAre(2, 3)],
        { claim: (m) => !allAre(0, 3)(m) },
        { claim: (m) => !allAre(1, 3)(m) },
      ),
    );
    // coins 0, tokens 1, stamps 2, tickets 3
    expectVerdict(
      "banking-p2-ra-18",
      syllogismVerdict(
        4,
        [someAre(0, 1), (m) => !allAre(0, 1)(m), noneAre(1, 2), allAre(2, 3)],
        { claim: someAre(0, 2), possibility: true },
        { claim: (m) => !allAre(3, 1)(m) },
      ),
    );
  });

  it("inequalities, the coded one decoded from its own key", () => {
    for (const key of ["banking-p2-ra-19", "banking-p2-ra-20", "banking-p2-ra-21"]) {
      expectVerdict(key, inequalityVerdict(q(key).text));
    }
    const text = q("banking-p2-ra-22").text;
    const meaning: Record<string, string> = {
      "is greater than": ">",
      "is not smaller than": "≥",
      "is equal to": "=",
      "is smaller than": "<",
      "is not greater than": "≤",
    };
    const codes: Record<string, string> = {};
    for (const m of text.matchAll(/'P (\S) Q' means P (is [a-z ]+?) Q/g)) codes[m[1]!] = meaning[m[2]!]!;
    expect(Object.keys(codes)).toHaveLength(5);
    const decoded = text
      .slice(text.indexOf("Statements:"))
      .replace(/ (\S) (?=[A-Z])/g, (_, c: string) => ` ${codes[c] ?? c} `);
    expectVerdict("banking-p2-ra-22", inequalityVerdict(decoded));
  });

  it("coding-decoding", () => {
    const shift = (c: string, k: number) => String.fromCharCode(((c.charCodeAt(0) - 65 + k + 26) % 26) + 65);
    const code = (w: string) => [...w].map((c, i) => shift(c, i % 2 === 0 ? 1 : -1)).join("");
    expect(code("BRANCH")).toBe("CQBMDG");
    expectKeyed("banking-p2-ra-23", code("LEDGER"));
    const sentences: [string, string][] = [
      ["loan for new home", "zi ko pa mu"],
      ["home loan approved fast", "ko ru mu ta"],
      ["new branch approved", "pa ru xe"],
      ["fast branch service", "ta xe lo"],
    ];
    const codesOf = new Set(sentences.flatMap(([, c]) => c.split(" ")));
    const fits = [...codesOf].filter((c) =>
      sentences.every(([w, cs]) => w.split(" ").includes("for") === cs.split(" ").includes(c)),
    );
    expect(fits).toHaveLength(1);
    expectKeyed("banking-p2-ra-24", fits[0]!);
  });

  it("directions", () => {
    const turn = (heading: number, deg: number) => (((heading + deg) % 360) + 360) % 360; // clockwise degrees from north
    const names: Record<number, string> = {
      0: "North",
      45: "North-east",
      90: "East",
      180: "South",
      270: "West",
    };
    expectKeyed("banking-p2-ra-27", names[turn(turn(turn(180, 90), 180), -45)]!);
    const e = { x: 0 + 8 - 5, y: 6 - 2 }; // from B: 6 north, 8 east, 2 south, 5 west
    expectKeyed(
      "banking-p2-ra-28",
      `${Math.hypot(e.x, e.y)} m, ${e.y > 0 ? "north" : "south"}-${e.x > 0 ? "east" : "west"}`,
    );
  });

  it("order and ranking", () => {
    const orders = solutions(permutations(["Ravi", "Sam", "Tina", "Uma", "Vikas", "Wasim"]), [
      (o) => o.indexOf("Ravi") < o.indexOf("Sam") && o.indexOf("Ravi") > o.indexOf("Tina"),
      (o) => o.indexOf("Uma") > o.indexOf("Sam") && o.indexOf("Uma") < o.indexOf("Vikas"),
      (o) => o.indexOf("Wasim") < o.indexOf("Tina"),
    ]); // highest first
    expect(orders).toHaveLength(1);
    const o = orders[0]!;
    const second = 78;
    const secondLowest = 52;
    // Sam lies strictly between the scorers fixed at 78 (second) and 52 (fifth)
    const possible = q("banking-p2-ra-29").options.filter((opt) => {
      const v = Number(opt);
      const i = o.indexOf("Sam");
      return i > 1 && i < 4 && v < second && v > secondLowest;
    });
    expect(possible).toEqual([keyed("banking-p2-ra-29")]);
    num("banking-p2-ra-30", 12 + 6 + 1 + 17 - 1);
  });
});

describe("IBPS PO prelims paper 2: blood relations traced through a family tree", () => {
  it("ra-25: J is N's father's father", () => {
    // K is L's only sister, so L is also J's child; M is L's wife and N their son
    const family: Family = {
      J: { male: true },
      X: { male: false },
      K: { male: false, parents: ["J", "X"] },
      L: { male: true, parents: ["J", "X"] },
      M: { male: false },
      N: { male: true, parents: ["L", "M"] },
    };
    expect(ancestorPath(family, "J", "N")).toEqual(["father", "father"]);
    expectKeyed("banking-p2-ra-25", "Grandfather");
  });

  it("ra-26: Dinesh is Meenu's mother's father's father", () => {
    const family: Family = {
      Dinesh: { male: true },
      D2: { male: false },
      Harish: { male: true, parents: ["Dinesh", "D2"] },
      Lata: { male: false },
      Gaurav: { male: true, parents: ["Harish", "Lata"] },
      Rupa: { male: false, parents: ["Harish", "Lata"] },
      Kamal: { male: true },
      Meenu: { male: false, parents: ["Kamal", "Rupa"] },
    };
    const path = ancestorPath(family, "Dinesh", "Meenu");
    expect(path).toEqual(["mother", "father", "father"]);
    expectKeyed("banking-p2-ra-26", `Great-grandfather (${path!.join("'s ")})`);
  });
});
