import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import {
  allAre,
  expectKeyed,
  expectVerdict,
  inequalityVerdict,
  keyed,
  noneAre,
  permutations,
  q,
  solutions,
  someAre,
  someAreNot,
  syllogismVerdict,
} from "~/server/test-support/content/banking-solvers";
import { expectKeyedNumber } from "~/server/test-support/content/check-answers";

const banking = loadExamBank("banking");

/**
 * Reasoning chapters, set 4 (content/bank/banking/reasoning-chapters-4.yaml): every key derived from
 * the question's givens. Both puzzles are brute-forced over every arrangement and must have exactly
 * one; inequalities, syllogisms, codes, relations, walks, rankings and series are recomputed.
 */

const key = (n: number) => `banking-re4-${String(n).padStart(3, "0")}`;
const num = (n: number, value: number) => expectKeyedNumber(banking, key(n), value);
const is = (n: number, text: string) => expectKeyed(key(n), text);
const words = ["None", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight"];
/** The index of the IBPS data-sufficiency answer: I alone, II alone, either, both together, not even both. */
const dsIndex = (alone1: boolean, alone2: boolean, together: boolean) =>
  alone1 && alone2 ? 2 : alone1 ? 0 : alone2 ? 1 : together ? 3 : 4;
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const shift = (letter: string, by: number) => ALPHABET[(((ALPHABET.indexOf(letter) + by) % 26) + 26) % 26]!;

/** The stimulus body a puzzle's questions share, with the clue sentences the brute force encodes. */
function stimulusBody(stimulusKey: string): string {
  const body = banking.stimuli?.find((s) => s.key === stimulusKey)?.body;
  if (!body) throw new Error(`no stimulus ${stimulusKey}`);
  return body;
}

describe("reasoning chapters 4: puzzles", () => {
  it("seven floors and cities: exactly one arrangement fits the clues", () => {
    const body = stimulusBody("banking-re4-pz-1");
    for (const clue of [
      "J lives on an odd-numbered floor, but not on the top floor.",
      "Only two persons live between J and O.",
      "M lives immediately above O.",
      "K lives on a floor above J.",
      "L lives on a floor below P.",
      "The person who visits Bhopal lives immediately below M.",
      "The person who visits Agra lives immediately below K.",
      "The person who visits Delhi lives three floors below the person who visits Agra.",
      "P visits Jaipur.",
      "The person who visits Chennai lives immediately above the person who visits Jaipur.",
      "Only one person lives between K and the person who visits Kanpur.",
    ])
      expect(body).toContain(clue);
    const people = ["J", "K", "L", "M", "N", "O", "P"];
    const cities = ["Agra", "Bhopal", "Chennai", "Delhi", "Indore", "Jaipur", "Kanpur"];
    const found: { floor: Record<string, number>; city: Record<string, string> }[] = [];
    for (const order of permutations(people)) {
      const floor = Object.fromEntries(order.map((p, i) => [p, i + 1]));
      const f = (p: string) => floor[p]!;
      if (f("J") % 2 === 0 || f("J") === 7) continue;
      if (Math.abs(f("J") - f("O")) !== 3) continue;
      if (f("M") - f("O") !== 1) continue;
      if (!(f("K") > f("J")) || !(f("L") < f("P"))) continue;
      for (const visits of permutations(cities)) {
        const city = Object.fromEntries(people.map((p, i) => [p, visits[i]!]));
        const at = (c: string) => f(people.find((p) => city[p] === c)!);
        if (
          at("Bhopal") === f("M") - 1 &&
          at("Agra") === f("K") - 1 &&
          at("Agra") - at("Delhi") === 3 &&
          city.P === "Jaipur" &&
          at("Chennai") - at("Jaipur") === 1 &&
          Math.abs(at("Kanpur") - f("K")) === 2
        )
          found.push({ floor, city });
      }
    }
    expect(found).toHaveLength(1);
    const { floor, city } = found[0]!;
    const on = (n: number) => people.find((p) => floor[p] === n)!;
    const visitor = (c: string) => people.find((p) => city[p] === c)!;
    is(1, on(7));
    is(2, city.N!);
    is(3, words[Math.abs(floor.L! - floor[visitor("Indore")]!) - 1]!);
    const trueOnes = q(key(4)).options.filter((o) => {
      const [person, visited, where] = o.split(" – ");
      return city[person!] === visited && floor[person!] === Number(where!.replace("floor ", ""));
    });
    expect(trueOnes).toEqual([keyed(key(4))]);
    is(5, on(floor[visitor("Delhi")]! + 2 + 1));
  });

  it("eight at a round table: exactly one arrangement fits the clues", () => {
    const body = stimulusBody("banking-re4-pz-2");
    for (const clue of [
      "all facing the centre",
      "B sits third to the right of C.",
      "G sits second to the left of A.",
      "E sits third to the right of F.",
      "D sits immediately to the right of G.",
      "F sits second to the right of D.",
    ])
      expect(body).toContain(clue);
    // seats numbered anticlockwise; facing the centre, a person's right is anticlockwise (+1)
    const seatOf = (s: string[], x: string) => s.indexOf(x);
    const right = (s: string[], x: string, k: number) => s[(((seatOf(s, x) + k) % 8) + 8) % 8]!;
    // A fixed in seat 0: rotations of one arrangement are the same arrangement
    const found = solutions(
      permutations(["B", "C", "D", "E", "F", "G", "H"]).map((rest) => ["A", ...rest]),
      [
        (s) => right(s, "C", 3) === "B",
        (s) => right(s, "A", -2) === "G",
        (s) => right(s, "F", 3) === "E",
        (s) => right(s, "G", 1) === "D",
        (s) => right(s, "D", 2) === "F",
      ],
    );
    expect(found).toHaveLength(1);
    const s = found[0]!;
    is(6, right(s, "H", 4));
    is(7, right(s, "F", -3));
    is(8, words[((((seatOf(s, "F") - seatOf(s, "B")) % 8) + 8) % 8) - 1]!);
    const odd = q(key(9)).options.filter((o) => {
      const [a, b] = o.split(", ");
      return right(s, a!, 1) !== b;
    });
    expect(odd).toEqual([keyed(key(9))]);
    const swapped = s.map((x) => (x === "A" ? "B" : x === "B" ? "A" : x));
    is(10, right(swapped, right(swapped, "B", -1), 2));
  });
});

describe("reasoning chapters 4: syllogisms and inequalities", () => {
  it("syllogisms, decided over every Venn model ('only a few X are Y': some are, some are not)", () => {
    const [deposits, accounts, loans] = [0, 1, 2];
    expectVerdict(
      key(11),
      syllogismVerdict(
        3,
        [allAre(deposits, accounts), someAre(accounts, loans), someAreNot(accounts, loans)],
        { claim: someAre(deposits, loans) },
        { claim: someAreNot(accounts, loans) },
      ),
    );
    const [banks, vaults, lockers] = [0, 1, 2];
    expectVerdict(
      key(12),
      syllogismVerdict(
        3,
        [someAre(banks, vaults), someAreNot(banks, vaults), noneAre(vaults, lockers)],
        { claim: someAreNot(banks, lockers) },
        { claim: allAre(lockers, banks), possibility: true },
      ),
    );
    const [cards, tokens, coupons] = [0, 1, 2];
    expectVerdict(
      key(13),
      syllogismVerdict(
        3,
        [someAre(cards, tokens), someAreNot(cards, tokens), allAre(tokens, coupons)],
        { claim: someAreNot(coupons, cards) },
        { claim: allAre(coupons, cards) },
      ),
    );
    const [ledgers, receipts, invoices, bills] = [0, 1, 2, 3];
    expectVerdict(
      key(14),
      syllogismVerdict(
        4,
        [
          noneAre(ledgers, receipts),
          someAre(receipts, invoices),
          someAreNot(receipts, invoices),
          allAre(invoices, bills),
        ],
        { claim: someAreNot(bills, ledgers) },
        { claim: someAre(receipts, ledgers), possibility: true },
      ),
    );
  });

  it("direct inequalities, brute-forced from the statements", () => {
    for (const n of [15, 16]) expectVerdict(key(n), inequalityVerdict(q(key(n)).text));
  });

  it("coded inequalities: the codes read from their definitions, then brute-forced", () => {
    const meaning: Record<string, string> = {
      "is not greater than": "≤",
      "is neither smaller than nor equal to": ">",
      "is not smaller than": "≥",
      "is neither smaller than nor greater than": "=",
      "is neither greater than nor equal to": "<",
    };
    for (const n of [17, 18, 19]) {
      const text = q(key(n)).text;
      const code: Record<string, string> = {};
      for (const [, symbol, phrase] of text.matchAll(/'P (\S) Q' means 'P (.+?) Q'/g))
        code[symbol!] = meaning[phrase!]!;
      expect(Object.keys(code).sort(), key(n)).toEqual(["#", "%", "&", "*", "@"]);
      const decoded = text
        .split("\n")
        .slice(1)
        .map((line) => line.replace(/ ([@#*%&]) /g, (_, symbol: string) => ` ${code[symbol]} `))
        .join("\n");
      expectVerdict(key(n), inequalityVerdict(`${decoded}\n`));
    }
  });
});

describe("reasoning chapters 4: coding-decoding", () => {
  it("letter shifts", () => {
    const back2 = (w: string) => [...w].map((c) => shift(c, -2)).join("");
    expect(back2("CASH")).toBe("AYQF");
    is(20, back2("FUND"));
    const byPlace = (w: string) => [...w].map((c, i) => shift(c, i + 1)).join("");
    expect(byPlace("BANK")).toBe("CCQO");
    is(21, byPlace("LOAN"));
    const halves = (w: string) => {
      const half = w.length / 2;
      return [w.slice(0, half), w.slice(half)]
        .map((part) =>
          [...part]
            .reverse()
            .map((c) => shift(c, 1))
            .join(""),
        )
        .join("");
    };
    expect(halves("SAVING")).toBe("WBTHOJ");
    is(22, halves("CHEQUE"));
  });

  it("sentence codes: a word's code is common to its sentences and absent from the others", () => {
    const text = q(key(23)).text.replace(/\s+/g, " ");
    const given = [...text.matchAll(/'([a-z ]+)' is written as '([a-z ]+)'/g)].map(
      ([, sentence, codes]) => [sentence!.split(" "), codes!.split(" ")] as const,
    );
    expect(given).toHaveLength(4);
    let candidates: string[] | null = null;
    for (const [sentence, codes] of given) {
      if (sentence.includes("interest")) candidates = (candidates ?? codes).filter((c) => codes.includes(c));
    }
    for (const [sentence, codes] of given) {
      if (!sentence.includes("interest")) candidates = (candidates ?? []).filter((c) => !codes.includes(c));
    }
    expect(candidates).toHaveLength(1);
    is(23, candidates![0]!);
  });

  it("word codes: next letter, length, letter before the last", () => {
    const code = (w: string) =>
      `${shift(w[0]!.toUpperCase(), 1)}${w.length}${shift(w[w.length - 1]!.toUpperCase(), -1)}`.toLowerCase();
    const text = q(key(24)).text.replace(/\s+/g, " ");
    for (const sentence of ["bank opens early", "loan given today"]) {
      const codes = sentence.split(" ").map(code).join(" ");
      expect(text).toContain(`'${sentence}' is written as '${codes}'`);
    }
    is(24, code("deposit"));
  });
});

describe("reasoning chapters 4: blood relations", () => {
  type Person = { male: boolean; father?: string; mother?: string; spouse?: string };
  const siblings = (f: Record<string, Person>, a: string, b: string) =>
    a !== b && f[a]!.father !== undefined && f[a]!.father === f[b]!.father && f[a]!.mother === f[b]!.mother;
  const fatherOf = (f: Record<string, Person>, x: string) => f[x]!.father!;

  it("the boy in Meera's photograph", () => {
    // my mother's only son: Meera's brother, the boy's father
    const f: Record<string, Person> = {
      Mother: { male: false },
      Father: { male: true },
      Meera: { male: false, father: "Father", mother: "Mother" },
      Brother: { male: true, father: "Father", mother: "Mother" },
      Boy: { male: true, father: "Brother" },
    };
    expect(siblings(f, fatherOf(f, "Boy"), "Meera")).toBe(true);
    is(25, f.Boy!.male ? "Nephew" : "Niece");
  });

  it("coded relations: D ÷ E × F − G", () => {
    const text = q(key(26)).text.replace(/\s+/g, " ");
    for (const phrase of [
      "'X − Y' for 'X is the brother of Y'",
      "'X × Y' for 'X is the father of Y'",
      "'X ÷ Y' for 'X is the sister of Y'",
      "D ÷ E × F − G",
    ])
      expect(text).toContain(phrase);
    // D ÷ E: sisters share a father; E × F: E is F's father; F − G: F and G share E
    const f: Record<string, Person> = {
      Grandfather: { male: true },
      D: { male: false, father: "Grandfather" },
      E: { male: true, father: "Grandfather" },
      F: { male: true, father: "E" },
      G: { male: false, father: "E" },
    };
    expect(siblings(f, "D", fatherOf(f, "G"))).toBe(true);
    is(26, f.D!.male ? "Uncle" : "Aunt");
  });

  it("P, Q and their grandson", () => {
    const f: Record<string, Person> = {
      P: { male: true, spouse: "Q" },
      Q: { male: false, spouse: "P" },
      R: { male: false, father: "P", mother: "Q" },
      S: { male: true, father: "P", mother: "Q", spouse: "T" },
      T: { male: false, spouse: "S" },
      U: { male: true, father: "S", mother: "T" },
    };
    expect(siblings(f, "S", "R")).toBe(true);
    expect(fatherOf(f, fatherOf(f, "U"))).toBe("P");
    is(27, f.P!.male ? "Grandfather" : "Grandmother");
  });

  it("data sufficiency: statement I fixes the relation, statement II leaves it open", () => {
    /** Ravi's relation to Sunita in a family, from parents and spouses only. */
    const relation = (f: Record<string, Person>): string => {
      const mother = f.Sunita!.mother!;
      if (f.Sunita!.father === "Ravi") return "father";
      if (siblings(f, "Ravi", "Sunita")) return "brother";
      if (f.Ravi!.father && siblings(f, fatherOf(f, "Ravi"), mother)) return "cousin";
      return "no relative";
    };
    const childrenOf = (f: Record<string, Person>, mother: string) =>
      Object.keys(f).filter((x) => f[x]!.mother === mother);
    // I: Ravi's father is the only brother of Sunita's mother (Ravi is a son)
    const one: Record<string, Person> = {
      G: { male: true },
      Uncle: { male: true, father: "G", mother: "H" },
      Mother: { male: false, father: "G", mother: "H" },
      Ravi: { male: true, father: "Uncle" },
      Sunita: { male: false, mother: "Mother" },
    };
    expect(relation(one)).toBe("cousin");
    // II: Sunita's mother has two children and Ravi is not one of them; two such families differ
    const two = (ravi: Person): Record<string, Person> => ({
      Mother: { male: false },
      Ravi: ravi,
      Sunita: { male: false, mother: "Mother", father: "Dad" },
      Other: { male: true, mother: "Mother", father: "Dad" },
    });
    const asStranger = two({ male: true });
    const asFather = two({ male: true, spouse: "Mother" });
    asFather.Sunita!.father = "Ravi";
    asFather.Other!.father = "Ravi";
    for (const f of [asStranger, asFather]) {
      expect(childrenOf(f, "Mother")).toHaveLength(2);
      expect(childrenOf(f, "Mother")).not.toContain("Ravi");
    }
    expect(relation(asStranger)).not.toBe(relation(asFather));
    // every family of statement I has one answer (cousin); statement II's families have two
    expect(q(key(28)).correct).toBe(dsIndex(true, relation(asStranger) === relation(asFather), true));
    expect(keyed(key(28))).toBe("Statement I alone is sufficient, but statement II alone is not");
  });

  it("Y and X through U and V", () => {
    const f: Record<string, Person> = {
      S: { male: true, spouse: "T" },
      T: { male: false, spouse: "S" },
      U: { male: false, father: "S", mother: "T", spouse: "Y" },
      V: { male: true, father: "S", mother: "T", spouse: "W" },
      W: { male: false, spouse: "V" },
      X: { male: true, father: "V", mother: "W" },
      Y: { male: true, spouse: "U" },
    };
    // Y is the husband of the sister of X's father
    expect(siblings(f, f.Y!.spouse!, fatherOf(f, "X"))).toBe(true);
    expect(f[f.Y!.spouse!]!.male).toBe(false);
    is(29, f.Y!.male ? "Uncle" : "Aunt");
  });
});

describe("reasoning chapters 4: directions", () => {
  const compass = (dx: number, dy: number) => {
    const ns = dy > 0 ? "North" : dy < 0 ? "South" : "";
    const ew = dx > 0 ? "East" : dx < 0 ? "West" : "";
    return ns && ew ? `${ns}-${ew.toLowerCase()}` : ns || ew;
  };
  /** Walks from (0, 0) facing `heading` (dx, dy); each leg turns first, then walks. */
  function walk(heading: [number, number], legs: ["" | "left" | "right", number][]) {
    let [dx, dy] = heading;
    let [x, y] = [0, 0];
    for (const [turn, metres] of legs) {
      if (turn === "left") [dx, dy] = [-dy, dx];
      if (turn === "right") [dx, dy] = [dy, -dx];
      x += dx * metres;
      y += dy * metres;
    }
    return [x, y] as const;
  }

  it("walks and turns", () => {
    const [x1, y1] = walk(
      [1, 0],
      [
        ["", 15],
        ["left", 8],
        ["left", 9],
      ],
    );
    is(30, `${Math.hypot(x1, y1)} m, ${compass(x1, y1)}`);
    const Q = [0, 0];
    const P = [Q[0]! - 6, Q[1]!];
    const R = [P[0]!, P[1]! + 4];
    const S = [R[0]! + 9, R[1]!];
    const T = [S[0]!, S[1]! - 4];
    const [tx, ty] = [T[0]! - Q[0]!, T[1]! - Q[1]!];
    is(31, `${Math.hypot(tx, ty)} m ${compass(tx, ty)}`);
    const bearing = (((0 + 135 - 270 + 45) % 360) + 360) % 360;
    is(32, ["North", "East", "South", "West"][bearing / 90]!);
    const [x4, y4] = walk(
      [0, -1],
      [
        ["", 20],
        ["right", 15],
        ["right", 27],
        ["left", 9],
      ],
    );
    is(33, `${Math.hypot(x4, y4)} m, ${compass(x4, y4)}`);
  });

  it("data sufficiency: each statement alone places K", () => {
    const M = [0, 0] as const;
    const L = [M[0] - 5, M[1]] as const;
    const fromOne = [L[0], L[1] + 5] as const;
    const J = [M[0], M[1] + 5] as const;
    const fromTwo = [J[0] - 5, J[1]] as const;
    expect(fromOne).toEqual(fromTwo);
    expect(compass(fromOne[0], fromOne[1])).toBe("North-west");
    expect(q(key(34)).options[q(key(34)).correct]).toBe(
      "Either statement I alone or statement II alone is sufficient",
    );
    // each statement alone gives one point for K, so one direction
    expect(q(key(34)).correct).toBe(dsIndex(true, true, true));
  });
});

describe("reasoning chapters 4: order and ranking", () => {
  it("positions in a row", () => {
    num(35, 17 + 12 - 1);
    // after the exchange Amit holds Bhanu's place: 17th from the left, 25th from the right
    num(36, 17 + 25 - 1);
    num(39, 40 - (12 + 5) + 1);
  });

  it("heights: exactly one order fits", () => {
    const found = solutions(permutations(["P", "Q", "R", "S", "T", "U"]), [
      (h) => h.length - 1 - h.indexOf("Q") === 2,
      (h) => h.indexOf("R") < h.indexOf("S") && h.indexOf("R") > h.indexOf("U"),
      (h) => h.indexOf("P") > h.indexOf("S"),
      (h) => h.indexOf("T") < h.indexOf("U"),
    ]);
    // tallest first
    expect(found).toHaveLength(1);
    is(37, found[0]![2]!);
  });

  it("data sufficiency: the heaviest is fixed only by both statements", () => {
    const all = permutations(["A", "B", "C", "D", "E"]);
    const at = (w: string[], x: string) => w.indexOf(x); // heaviest first
    const one = (w: string[]) =>
      at(w, "B") < at(w, "D") && at(w, "B") < at(w, "E") && at(w, "C") < at(w, "B");
    const two = (w: string[]) => at(w, "D") < at(w, "A") && at(w, "A") < at(w, "E");
    const heaviest = (fits: (w: string[]) => boolean) => new Set(all.filter(fits).map((w) => w[0]));
    const alone1 = heaviest(one).size === 1;
    const alone2 = heaviest(two).size === 1;
    const together = heaviest((w) => one(w) && two(w));
    expect(together).toEqual(new Set(["C"]));
    expect(q(key(38)).correct).toBe(dsIndex(alone1, alone2, together.size === 1));
    expect(keyed(key(38))).toBe("Statements I and II together are needed, but neither alone is sufficient");
  });
});

describe("reasoning chapters 4: alphanumeric series", () => {
  it("the arrangement, counted from the text", () => {
    const arrangement = (n: number) => q(key(n)).text.split("\n")[1]!.split(" ");
    const s = arrangement(40);
    for (const n of [41, 42]) expect(arrangement(n)).toEqual(s);
    const digit = (x = "") => /^\d$/.test(x);
    const letter = (x = "") => /^[A-Z]$/.test(x);
    const symbol = (x = "") => x !== "" && !digit(x) && !letter(x);
    is(40, words[s.filter((x, i) => symbol(x) && digit(s[i - 1]) && letter(s[i + 1])).length]!);
    is(41, s[16 - 1 - 7]!);
    const bare = s.filter((x) => !symbol(x));
    is(42, bare[bare.length - 11 + 5]!);
  });

  it("letter clusters, letter pairs and rearranged numbers", () => {
    const cluster = (start: number) => [0, 2, 4].map((d) => ALPHABET[start + d]).join("");
    expect([1, 7, 13].map(cluster)).toEqual(["BDF", "HJL", "NPR"]);
    is(43, cluster(19));
    const word = "BALANCE";
    let pairs = 0;
    for (let i = 0; i < word.length; i++)
      for (let j = i + 1; j < word.length; j++)
        if (Math.abs(word.charCodeAt(i) - word.charCodeAt(j)) === j - i) pairs++;
    is(44, words[pairs]!);
    const sorted = [583, 716, 942, 481, 637].map((n) => Number([...String(n)].sort().join("")));
    num(45, Math.max(...sorted) - Math.min(...sorted));
  });
});
