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
  inequalityVerdict,
  noneAre,
  permutations,
  q,
  roots,
  solutions,
  someAre,
  syllogismVerdict,
} from "~/server/test-support/content/banking-solvers";
import { expectKeyedNumber } from "~/server/test-support/content/check-answers";

const banking = loadExamBank("banking");

/** Paper 1: every computed answer re-derived from the givens, every puzzle brute-forced. */

const num = (key: string, value: number) => expectKeyedNumber(banking, key, value);

describe("IBPS PO prelims paper 1: Quantitative Aptitude", () => {
  it("simplification and approximation", () => {
    num("banking-p1-qa-01", (3 / 8) * 640 + 0.35 * 360 - 17 ** 2);
    num("banking-p1-qa-02", (1548 / 12) * 5 - 412);
    // approximation: the keyed value is the nearest option to the exact value
    const exact = 0.2498 * 1199.8 + 41.03 * 14.97 - 298.9;
    const options = q("banking-p1-qa-03").options.map(Number);
    const nearest = options.reduce((a, b) => (Math.abs(b - exact) < Math.abs(a - exact) ? b : a));
    num("banking-p1-qa-03", nearest);
    const root = (0.35 * 540 - 26 - 17 * 5) / 6;
    num("banking-p1-qa-04", root * root);
  });

  it("number series", () => {
    const next = (terms: number[], rule: (i: number) => number) =>
      terms[terms.length - 1]! + rule(terms.length);
    // differences 7k
    num(
      "banking-p1-qa-05",
      next([12, 19, 33, 54, 82], (i) => 7 * i),
    );
    // differences (2i - 1)^2
    num(
      "banking-p1-qa-06",
      next([6, 7, 16, 41, 90], (i) => (2 * i - 1) ** 2),
    );
    // divide by 2, 3, 4, ...
    const div = [2880];
    for (let d = 2; d <= 6; d++) div.push(div[div.length - 1]! / d);
    expect(div.slice(0, 5)).toEqual([2880, 1440, 480, 120, 24]);
    num("banking-p1-qa-07", div[5]!);
    num(
      "banking-p1-qa-08",
      next([5, 9, 25, 61, 125], (i) => (2 * i) ** 2),
    );
    // wrong number: differences 3, 6, 12, ... doubling
    const given = [8, 11, 17, 29, 52, 101];
    const right = [8];
    for (let k = 1; k < 6; k++) right.push(right[k - 1]! + 3 * 2 ** (k - 1));
    const wrong = given.filter((v, i) => v !== right[i]);
    expect(wrong).toHaveLength(1);
    num("banking-p1-qa-09", wrong[0]!);
  });

  it("quadratic comparisons", () => {
    expectRelation("banking-p1-qa-10", roots(1, -11, 28), roots(1, -5, 6));
    expectRelation("banking-p1-qa-11", roots(1, 9, 20), roots(1, 13, 42));
    expectRelation("banking-p1-qa-12", roots(1, -16, 63), roots(1, -21, 108));
    expectRelation("banking-p1-qa-13", roots(2, -13, 21), roots(3, -7, -6));
    expectRelation("banking-p1-qa-14", roots(1, 0, -169), roots(1, -26, 169));
  });

  it("data interpretation: savings accounts (read from the table)", () => {
    const T = "banking-p1-di-1";
    const opened = column(T, "Accounts opened");
    const women = column(T, "Share opened by women (%)");
    const closed = column(T, "Accounts closed");
    const w = (b: string) => (opened[b]! * women[b]!) / 100;
    num("banking-p1-qa-15", w("C"));
    const branches = Object.keys(opened);
    expect(branches).toHaveLength(5);
    num("banking-p1-qa-16", branches.reduce((s, b) => s + closed[b]!, 0) / branches.length);
    const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
    const g = gcd(w("A"), w("E"));
    expect(q("banking-p1-qa-17").options[q("banking-p1-qa-17").correct]).toBe(
      `${w("A") / g} : ${w("E") / g}`,
    );
    num("banking-p1-qa-18", (closed.B! / opened.B!) * 100);
    num(
      "banking-p1-qa-19",
      branches.reduce((s, b) => s + opened[b]! - w(b), 0),
    );
  });

  it("data interpretation: loan applications (read from the table)", () => {
    const T = "banking-p1-di-2";
    const r1 = column(T, "Q1 received");
    const s1 = column(T, "Q1 sanctioned (% of received)");
    const r2 = column(T, "Q2 received");
    const s2 = column(T, "Q2 sanctioned (% of received)");
    const sanctioned1 = (o: string) => (r1[o]! * s1[o]!) / 100;
    const sanctioned2 = (o: string) => (r2[o]! * s2[o]!) / 100;
    num("banking-p1-qa-20", sanctioned2("South"));
    const offices = Object.keys(r1);
    num(
      "banking-p1-qa-21",
      offices.reduce((s, o) => s + r1[o]!, 0),
    );
    const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
    const g = gcd(sanctioned1("East"), sanctioned2("East"));
    expect(q("banking-p1-qa-22").options[q("banking-p1-qa-22").correct]).toBe(
      `${sanctioned1("East") / g} : ${sanctioned2("East") / g}`,
    );
    num("banking-p1-qa-23", ((r2.West! - r1.West!) / r1.West!) * 100);
    num(
      "banking-p1-qa-24",
      offices.reduce((s, o) => s + sanctioned2(o), 0) - offices.reduce((s, o) => s + sanctioned1(o), 0),
    );
  });

  it("arithmetic", () => {
    num("banking-p1-qa-25", 12000 * (1 + 0.1 / 2) ** 2); // half-yearly for one year
    const remaining = 1600 * (1 - 0.45);
    num("banking-p1-qa-26", remaining - 0.3 * remaining);
    num("banking-p1-qa-27", (10 / 2) * 7 + 5);
    const anil = 48000 * 4 + 36000 * 8;
    const sunita = 36000 * 12;
    num("banking-p1-qa-28", (28500 * sunita) / (anil + sunita));
    // milk 7/10 of 60 stays; water w added so that milk : water = 3 : 2
    const milk = 60 * 0.7;
    num("banking-p1-qa-29", (milk * 2) / 3 - (60 - milk));
  });
});

describe("IBPS PO prelims paper 1: Reasoning Ability", () => {
  it("floor puzzle: exactly one arrangement fits the clues", () => {
    const people = ["P", "Q", "R", "S", "T", "U"] as const;
    const cities = ["Delhi", "Pune", "Agra", "Surat", "Kochi", "Patna"] as const;
    type Sol = { floor: Record<string, number>; city: Record<string, string> };
    const candidates: Sol[] = [];
    for (const fl of permutations([1, 2, 3, 4, 5, 6])) {
      const floor = Object.fromEntries(people.map((p, i) => [p, fl[i]!]));
      for (const cs of permutations([...cities])) {
        candidates.push({ floor, city: Object.fromEntries(people.map((p, i) => [p, cs[i]!])) });
      }
    }
    const floorOf = (s: Sol, city: string) => s.floor[people.find((p) => s.city[p] === city)!]!;
    const found = solutions(candidates, [
      (s) => s.floor.P! % 2 === 1 && s.floor.P !== 1,
      (s) => s.floor.S! - s.floor.P! === 3,
      (s) => s.city.Q === "Agra" && s.floor.Q === s.floor.S! - 1,
      (s) => s.floor.U === floorOf(s, "Delhi") + 1,
      (s) => floorOf(s, "Surat") === floorOf(s, "Delhi") + 1,
      (s) => floorOf(s, "Kochi") % 2 === 0 && floorOf(s, "Kochi") < s.floor.P!,
      (s) => floorOf(s, "Patna") === 6,
      (s) => s.city.T !== "Pune",
    ]);
    expect(found).toHaveLength(1);
    const s = found[0]!;
    const at = (f: number) => people.find((p) => s.floor[p] === f)!;
    expectKeyed("banking-p1-ra-01", at(6));
    expectKeyed("banking-p1-ra-02", s.city.R!);
    expectKeyed(
      "banking-p1-ra-03",
      ["None", "One", "Two", "Three", "Four"][Math.abs(s.floor.T! - s.floor.Q!) - 1]!,
    );
    expectKeyed("banking-p1-ra-04", at(floorOf(s, "Kochi") + 1));
    const combos = q("banking-p1-ra-05").options.filter((o) => {
      const [p, f, c] = o.split(" – ");
      return s.floor[p!] === Number(f) && s.city[p!] === c;
    });
    expect(combos).toEqual([q("banking-p1-ra-05").options[q("banking-p1-ra-05").correct]]);
  });

  it("linear seating: exactly one arrangement fits the clues", () => {
    const found = solutions(permutations(["K", "L", "M", "N", "V", "W", "X"]), [
      (row) => row.indexOf("M") === 3,
      (row) => row.indexOf("M") - row.indexOf("K") === 2,
      (row) => row.indexOf("N") === row.indexOf("K") - 1,
      (row) => row.indexOf("V") === 0 || row.indexOf("V") === 6,
      (row) => row.indexOf("W") === row.indexOf("X") + 2,
      (row) => Math.abs(row.indexOf("L") - row.indexOf("M")) !== 1,
    ]);
    expect(found).toHaveLength(1);
    const row = found[0]!;
    const words = ["None", "One", "Two", "Three", "Four", "Five"];
    expectKeyed("banking-p1-ra-06", row[0]!);
    expectKeyed("banking-p1-ra-07", row[row.indexOf("M") + 2]!);
    expectKeyed("banking-p1-ra-08", words[Math.abs(row.indexOf("W") - row.indexOf("N")) - 1]!);
    const sorted = [...row].sort();
    expectKeyed("banking-p1-ra-09", words[row.filter((p, i) => sorted[i] === p).length]!);
    const gap = row.indexOf("V") - row.indexOf("X");
    const ordinal = ["", "Immediately", "Second", "Third", "Fourth", "Fifth"][Math.abs(gap)];
    expectKeyed("banking-p1-ra-10", `${ordinal} to the ${gap > 0 ? "left" : "right"}`);
  });

  it("syllogisms", () => {
    // cards 0, coins 1, notes 2
    expectVerdict(
      "banking-p1-ra-11",
      syllogismVerdict(3, [someAre(0, 1), allAre(1, 2)], { claim: allAre(0, 2) }, { claim: someAre(2, 0) }),
    );
    // cheque 0, draft 1, receipt 2, voucher 3
    expectVerdict(
      "banking-p1-ra-12",
      syllogismVerdict(
        4,
        [noneAre(0, 1), someAre(1, 2), allAre(2, 3)],
        { claim: someAre(3, 1) },
        { claim: noneAre(2, 0) },
      ),
    );
    // branch 0, office 1, building 2; "only a few branches are offices" = some are, some are not
    expectVerdict(
      "banking-p1-ra-13",
      syllogismVerdict(
        3,
        [someAre(0, 1), (m) => !allAre(0, 1)(m), allAre(1, 2)],
        { claim: (m) => !allAre(0, 1)(m) },
        { claim: allAre(0, 2), possibility: true },
      ),
    );
  });

  it("inequalities (read from the question text)", () => {
    for (const key of ["banking-p1-ra-14", "banking-p1-ra-15", "banking-p1-ra-16"]) {
      expectVerdict(key, inequalityVerdict(q(key).text));
    }
  });

  it("coding-decoding", () => {
    const shift = (w: string, k: number) =>
      [...w].map((c) => String.fromCharCode(((c.charCodeAt(0) - 65 + k + 26) % 26) + 65)).join("");
    const code = (w: string) => shift([...w].reverse().join(""), 1);
    expect(code("LOAN")).toBe("OBPM");
    expectKeyed("banking-p1-ra-17", code("CASH"));
    // sentence codes: a word's code is the one code common to exactly the sentences holding it
    const decode = (sentences: [string, string][], word: string) => {
      const codes = new Set(sentences[0]![1].split(" ").concat(...sentences.map((s) => s[1].split(" "))));
      const fits = [...codes].filter((c) =>
        sentences.every(([words, cs]) => words.split(" ").includes(word) === cs.split(" ").includes(c)),
      );
      expect(fits, word).toHaveLength(1);
      return fits[0]!;
    };
    expectKeyed(
      "banking-p1-ra-18",
      decode(
        [
          ["save money daily", "pa ti lo"],
          ["money grows fast", "ti ru ke"],
          ["daily wages fast", "lo ke zo"],
        ],
        "save",
      ),
    );
    expectKeyed(
      "banking-p1-ra-19",
      decode(
        [
          ["credit card limit", "fa no si"],
          ["card limit raised", "no si bu"],
          ["limit raised today", "si bu ge"],
        ],
        "today",
      ),
    );
    const positions = (w: string) => [...w].map((c) => c.charCodeAt(0) - 64).join("-");
    expect(positions("DEPOSIT")).toBe("4-5-16-15-19-9-20");
    expectKeyed("banking-p1-ra-20", positions("CREDIT"));
  });

  it("directions", () => {
    const d = { x: 8 - 8, y: -6 };
    expect(d).toEqual({ x: 0, y: -6 });
    expectKeyed("banking-p1-ra-23", "South");
    const atm = { x: 0, y: 12 };
    const stall = { x: 12, y: -4 };
    const dist = Math.hypot(stall.x - atm.x, stall.y - atm.y);
    const dir = `${stall.y < atm.y ? "south" : "north"}-${stall.x > atm.x ? "east" : "west"}`;
    expectKeyed("banking-p1-ra-24", `${dist} m, ${dir}`);
  });

  it("order and ranking", () => {
    const order = solutions(permutations(["P", "Q", "R", "S", "T"]), [
      (o) => o.indexOf("P") > o.indexOf("R") && o.indexOf("P") < o.indexOf("Q"),
      (o) => o.indexOf("S") < o.indexOf("R"),
      (o) => o.indexOf("T") === 4,
    ]);
    expect(order).toHaveLength(1); // highest first
    expectKeyed("banking-p1-ra-25", order[0]![1]!);
    const total = 9 + 22 - 1;
    const fromTop = 9 + 5;
    expectKeyed("banking-p1-ra-26", `${total - fromTop + 1}th`);
    const parcels = solutions(permutations(["J", "K", "L", "M", "N", "O"]), [
      (o) => o.indexOf("L") === 5 && o.indexOf("K") === 4, // K heavier than only L
      (o) => o.indexOf("M") > o.indexOf("O") && o.indexOf("M") < o.indexOf("J"),
      (o) => o.indexOf("N") === 0,
    ]);
    expect(parcels).toHaveLength(1); // heaviest first
    expectKeyed("banking-p1-ra-27", parcels[0]![3]!);
  });
});

describe("IBPS PO prelims paper 1: blood relations traced through a family tree", () => {
  it("ra-21 and ra-22", () => {
    // Kavita is Mohan's sister, so both are children of Ratan and his wife Sudha
    const family: Family = {
      Ratan: { male: true },
      Sudha: { male: false },
      Mohan: { male: true, parents: ["Ratan", "Sudha"] },
      Kavita: { male: false, parents: ["Ratan", "Sudha"] },
    };
    expect(ancestorPath(family, "Sudha", "Kavita")).toEqual(["mother"]);
    expectKeyed("banking-p1-ra-21", "Mother");
    // Rekha and her brother Sunil share parents; Tanu is Sunil's daughter; Vinod is Rekha's husband
    const tree: Family = {
      F: { male: true },
      M: { male: false },
      Rekha: { male: false, parents: ["F", "M"] },
      Sunil: { male: true, parents: ["F", "M"] },
      W: { male: false },
      Tanu: { male: false, parents: ["Sunil", "W"] },
    };
    const [father] = tree.Tanu!.parents!;
    const auntIsFathersSister =
      tree.Rekha!.parents!.join() === tree[father]!.parents!.join() && !tree.Rekha!.male;
    expect(auntIsFathersSister).toBe(true);
    expectKeyed("banking-p1-ra-22", "Uncle (father's sister's husband)");
  });
});
