import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import { expectKeyedNumber, keyedOption, singleQuestion } from "~/server/test-support/content/check-answers";

const ssc = loadExamBank("ssc");

/**
 * The third chapter set of SSC reasoning and quantitative questions: every key is computed again here
 * from the givens in the question, never from the options.
 */

const singleOptions = (key: string) => singleQuestion(ssc, key).options;
const position = (letter: string) => letter.charCodeAt(0) - 64;
const letterAt = (pos: number) => String.fromCharCode(64 + pos);
const evaluate = (expression: string) =>
  Function(
    `return (${expression.replaceAll("×", "*").replaceAll("÷", "/").replaceAll("−", "-")});`,
  )() as number;
const shift = (cluster: string, by: number) =>
  [...cluster].map((ch) => letterAt(((position(ch) + by - 1) % 26) + 1)).join("");
const gaps = (cluster: string) =>
  [...cluster].slice(1).map((ch, i) => position(ch) - position(cluster[i] as string));
const compass = ["North", "North-East", "East", "South-East", "South", "South-West", "West", "North-West"];

describe("SSC reasoning (chapter set 3)", () => {
  it("ssc-ch3-002: each letter moves the same number of places", () => {
    const by = position("M") - position("D");
    expect(shift("DGJ", by)).toBe("MPS");
    expect(keyedOption(ssc, "ssc-ch3-002")).toBe(shift("FIL", by));
  });
  it("ssc-ch3-003: n × (n − 3)", () => {
    const rule = (n: number) => n * (n - 3);
    expect(rule(8)).toBe(40);
    expect(rule(11)).toBe(88);
    expectKeyedNumber(ssc, "ssc-ch3-003", rule(6));
  });
  it("ssc-ch3-005: the one number that is not prime", () => {
    const prime = (n: number) => n > 1 && [...Array(n).keys()].slice(2).every((d) => n % d !== 0);
    const odd = ["51", "29", "41", "17"].filter((n) => !prime(Number(n)));
    expect(odd).toEqual([keyedOption(ssc, "ssc-ch3-005")]);
  });
  it("ssc-ch3-006: the one cluster whose gaps differ", () => {
    const clusters = ["GIL", "SUW", "ACF", "MOR"];
    const odd = clusters.filter((c) => gaps(c).join() !== "2,3");
    expect(odd).toEqual([keyedOption(ssc, "ssc-ch3-006")]);
  });
  it("ssc-ch3-010: north 6, right 8, right 12", () => {
    const [x, y] = [8, 6 - 12];
    const distance = Math.hypot(x, y);
    const bearing = ((Math.atan2(x, y) * 180) / Math.PI + 360) % 360;
    expect(bearing).toBeGreaterThan(90);
    expect(bearing).toBeLessThan(180);
    expect(keyedOption(ssc, "ssc-ch3-010")).toBe(`${distance} km, South-East`);
  });
  it("ssc-ch3-011: 135° clockwise then 270° anticlockwise from north", () => {
    const heading = (((0 + 135 - 270) % 360) + 360) % 360;
    expect(keyedOption(ssc, "ssc-ch3-011")).toBe(compass[heading / 45]);
  });
  it("ssc-ch3-012: the hands at 7:24", () => {
    const [h, m] = [7, 24];
    const angle = Math.abs(30 * h + 0.5 * m - 6 * m);
    expectKeyedNumber(ssc, "ssc-ch3-012", Math.min(angle, 360 - angle));
  });
  it("ssc-ch3-013: 15 August 2030 from a Friday on 15 August 2025", () => {
    const days = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
    const elapsed = (Date.UTC(2030, 7, 15) - Date.UTC(2025, 7, 15)) / 86_400_000;
    expect(keyedOption(ssc, "ssc-ch3-013")).toBe(days[(days.indexOf("Friday") + elapsed) % 7]);
  });
  it("ssc-ch3-014: differences are the squares from 2²", () => {
    const terms = [2];
    for (let k = 2; k <= 6; k++) terms.push((terms[terms.length - 1] as number) + k * k);
    expect(terms.slice(0, 5)).toEqual([2, 6, 15, 31, 56]);
    expectKeyedNumber(ssc, "ssc-ch3-014", terms[5] as number);
  });
});

describe("SSC quantitative aptitude (chapter set 3)", () => {
  it("ssc-ch3-015: BODMAS", () => {
    expectKeyedNumber(ssc, "ssc-ch3-015", evaluate("72 ÷ 8 × 3 − 5 + 18 ÷ 6"));
  });
  it("ssc-ch3-016: (a³ + b³) / (a² − ab + b²)", () => {
    const [a, b] = [3.2, 1.8];
    expectKeyedNumber(ssc, "ssc-ch3-016", (a ** 3 + b ** 3) / (a * a - a * b + b * b));
  });
  it("ssc-ch3-017: the nested root converges", () => {
    let x = 0;
    for (let i = 0; i < 200; i++) x = Math.sqrt(20 + x);
    expectKeyedNumber(ssc, "ssc-ch3-017", x);
  });
  it("ssc-ch3-018: x − 1/x = 3", () => {
    const x = (3 + Math.sqrt(13)) / 2;
    expectKeyedNumber(ssc, "ssc-ch3-018", x * x + 1 / (x * x));
  });
  it("ssc-ch3-019: a − b = 4, ab = 45", () => {
    // b(b + 4) = 45 with b > 0
    const b = (-4 + Math.sqrt(16 + 180)) / 2;
    const a = b + 4;
    expect(a * b).toBeCloseTo(45);
    expectKeyedNumber(ssc, "ssc-ch3-019", a ** 3 - b ** 3);
  });
  it("ssc-ch3-020: x = 3 + 2√2", () => {
    const x = 3 + 2 * Math.SQRT2;
    expectKeyedNumber(ssc, "ssc-ch3-020", x * x + 1 / (x * x));
  });

  describe("read from the table's own rows", () => {
    const table = ssc.stimuli?.find((s) => s.key === "ssc-ch3-di-cars");
    const rows = (table?.body ?? "")
      .split("\n")
      .filter((line) => /^\| \d{4} /.test(line))
      .map((line) =>
        line
          .split("|")
          .map((cell) => cell.trim())
          .filter(Boolean)
          .map(Number),
      );
    const byYear = new Map(rows.map(([year, a, b]) => [year as number, { a: a as number, b: b as number }]));
    it("has five years", () => expect(rows).toHaveLength(5));
    it("ssc-ch3-021: Model B over five years", () => {
      expectKeyedNumber(
        ssc,
        "ssc-ch3-021",
        [...byYear.values()].reduce((sum, r) => sum + r.b, 0),
      );
    });
    it("ssc-ch3-022: Model A's rise from 2020 to 2023", () => {
      const from = byYear.get(2020)?.a as number;
      const to = byYear.get(2023)?.a as number;
      expectKeyedNumber(ssc, "ssc-ch3-022", ((to - from) / from) * 100);
    });
    it("ssc-ch3-023: the year with the highest A : B", () => {
      const best = [...byYear.entries()].sort(([, p], [, q]) => q.a / q.b - p.a / p.b)[0]?.[0];
      expectKeyedNumber(ssc, "ssc-ch3-023", best as number);
    });
  });

  it("ssc-ch3-024: largest four-digit multiple of 12, 15 and 18", () => {
    let n = 9999;
    while (n % 12 || n % 15 || n % 18) n--;
    expectKeyedNumber(ssc, "ssc-ch3-024", n);
  });
  it("ssc-ch3-025: unit digit of 3^67 × 7^42", () => {
    const unit = (base: number, exp: number) => {
      let d = 1;
      for (let i = 0; i < exp; i++) d = (d * base) % 10;
      return d;
    };
    expectKeyedNumber(ssc, "ssc-ch3-025", (unit(3, 67) * unit(7, 42)) % 10);
  });
  it("ssc-ch3-026: marked 25% up, 12% off", () => {
    expectKeyedNumber(ssc, "ssc-ch3-026", 100 * 1.25 * 0.88 - 100);
  });
  it("ssc-ch3-027: loss equal to the selling price of 4 of 36", () => {
    const sp = 1;
    const cost36 = 36 * sp + 4 * sp;
    expectKeyedNumber(ssc, "ssc-ch3-027", ((cost36 - 36 * sp) / cost36) * 100);
  });
  it("ssc-ch3-028: P 16 days, Q 24 days, 6 days together", () => {
    const left = 1 - 6 * (1 / 16 + 1 / 24);
    expectKeyedNumber(ssc, "ssc-ch3-028", left * 24);
  });
  it("ssc-ch3-029: the train passes a runner", () => {
    const speed = (220 + 380) / 30;
    const relative = speed - (6 * 5) / 18;
    expectKeyedNumber(ssc, "ssc-ch3-029", 220 / relative);
  });
  it("ssc-ch3-030: chord 16 at distance 6", () => {
    expectKeyedNumber(ssc, "ssc-ch3-030", Math.hypot(16 / 2, 6));
  });
  it("ssc-ch3-031: sphere recast into a cone of the same radius", () => {
    const r = 6;
    const volume = (4 / 3) * Math.PI * r ** 3;
    expectKeyedNumber(ssc, "ssc-ch3-031", volume / ((1 / 3) * Math.PI * r * r));
  });
  it("ssc-ch3-032: CI − SI on ₹8,000, 3 years, 10%", () => {
    const p = 8000;
    const ci = p * 1.1 ** 3 - p;
    const si = (p * 10 * 3) / 100;
    expectKeyedNumber(ssc, "ssc-ch3-032", ci - si);
  });
  it("ssc-ch3-033: 3 : 5 becomes 12 : 23 after taking 9 from each", () => {
    const k = [...Array(100).keys()].find((k) => k > 0 && 23 * (3 * k - 9) === 12 * (5 * k - 9)) as number;
    expectKeyedNumber(ssc, "ssc-ch3-033", 5 * k);
  });
  it("ssc-ch3-034: 2 sin²θ + 3 cos θ = 3 with 0° < θ < 90°", () => {
    const roots = [];
    for (let deg = 1; deg < 90; deg++) {
      const t = (deg * Math.PI) / 180;
      if (Math.abs(2 * Math.sin(t) ** 2 + 3 * Math.cos(t) - 3) < 1e-9) roots.push(deg);
    }
    expect(roots).toHaveLength(1);
    expectKeyedNumber(ssc, "ssc-ch3-034", roots[0] as number);
  });
});

type Point = [number, number];
type Segment = [Point, Point];

/** The triangle the median and midpoint questions draw, and the midpoint of a side. */
const TRIANGLE: [Point, Point, Point] = [
  [0, 0],
  [6, 0],
  [2, 6],
];
const mid = (p: Point, q: Point): Point => [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];

/** Triangles in a line figure: three points, pairwise joined along a drawn segment, not in one line. */
function countTriangles(segments: Segment[]): number {
  const eps = 1e-9;
  const points: Point[] = [];
  const add = (p: Point) => {
    if (!points.some((q) => Math.abs(q[0] - p[0]) < eps && Math.abs(q[1] - p[1]) < eps)) points.push(p);
  };
  for (const [a, b] of segments) {
    add(a);
    add(b);
  }
  for (let i = 0; i < segments.length; i++)
    for (let j = i + 1; j < segments.length; j++) {
      const [[x1, y1], [x2, y2]] = segments[i] as Segment;
      const [[x3, y3], [x4, y4]] = segments[j] as Segment;
      const d = (x1 - x2) * (y3 - y4) - (y1 - y2) * (x3 - x4);
      if (Math.abs(d) < eps) continue;
      const t = ((x1 - x3) * (y3 - y4) - (y1 - y3) * (x3 - x4)) / d;
      const u = -((x1 - x2) * (y1 - y3) - (y1 - y2) * (x1 - x3)) / d;
      if (t > -eps && t < 1 + eps && u > -eps && u < 1 + eps) add([x1 + t * (x2 - x1), y1 + t * (y2 - y1)]);
    }
  const cross = (o: Point, p: Point, q: Point) =>
    (p[0] - o[0]) * (q[1] - o[1]) - (p[1] - o[1]) * (q[0] - o[0]);
  const on = (p: Point, [a, b]: Segment) =>
    Math.abs(cross(a, b, p)) < eps &&
    p[0] > Math.min(a[0], b[0]) - eps &&
    p[0] < Math.max(a[0], b[0]) + eps &&
    p[1] > Math.min(a[1], b[1]) - eps &&
    p[1] < Math.max(a[1], b[1]) + eps;
  const joined = (p: Point, q: Point) => segments.some((s) => on(p, s) && on(q, s));
  let n = 0;
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++)
      for (let k = j + 1; k < points.length; k++) {
        const [p, q, r] = [points[i], points[j], points[k]] as [Point, Point, Point];
        if (Math.abs(cross(p, q, r)) < eps) continue;
        if (joined(p, q) && joined(q, r) && joined(p, r)) n++;
      }
  return n;
}

describe("SSC figure counting (chapter set 3)", () => {
  it("ssc-ch3-050: rectangles in a row of 4 boxes", () => {
    const lines = 5;
    expectKeyedNumber(ssc, "ssc-ch3-050", (lines * (lines - 1)) / 2);
  });
  it("ssc-ch3-051: a square with its two middle lines and both diagonals", () => {
    const s: Segment[] = [
      [
        [0, 0],
        [2, 0],
      ],
      [
        [2, 0],
        [2, 2],
      ],
      [
        [2, 2],
        [0, 2],
      ],
      [
        [0, 2],
        [0, 0],
      ],
      [
        [1, 0],
        [1, 2],
      ],
      [
        [0, 1],
        [2, 1],
      ],
      [
        [0, 0],
        [2, 2],
      ],
      [
        [2, 0],
        [0, 2],
      ],
    ];
    expectKeyedNumber(ssc, "ssc-ch3-051", countTriangles(s));
  });
  it("ssc-ch3-052: a triangle with its three medians", () => {
    const [a, b, c] = TRIANGLE;
    const s: Segment[] = [
      [a, b],
      [b, c],
      [c, a],
      [a, mid(b, c)],
      [b, mid(c, a)],
      [c, mid(a, b)],
    ];
    expectKeyedNumber(ssc, "ssc-ch3-052", countTriangles(s));
  });
  it("ssc-ch3-053: rectangles in a 3 × 4 grid", () => {
    let n = 0;
    for (let top = 0; top <= 3; top++)
      for (let bottom = top + 1; bottom <= 3; bottom++)
        for (let left = 0; left <= 4; left++) for (let right = left + 1; right <= 4; right++) n++;
    expectKeyedNumber(ssc, "ssc-ch3-053", n);
  });
  it("ssc-ch3-054: a triangle with its midpoints joined", () => {
    const [a, b, c] = TRIANGLE;
    const s: Segment[] = [
      [a, b],
      [b, c],
      [c, a],
      [mid(a, b), mid(b, c)],
      [mid(b, c), mid(c, a)],
      [mid(c, a), mid(a, b)],
    ];
    expectKeyedNumber(ssc, "ssc-ch3-054", countTriangles(s));
  });
});

describe("SSC cubes and dice (chapter set 3)", () => {
  /** Small cubes of an a × b × c block; `faces` lists the block's painted faces each small cube touches. */
  function smallCubes(a: number, b: number, c: number) {
    const cubes: string[][] = [];
    for (let x = 0; x < a; x++)
      for (let y = 0; y < b; y++)
        for (let z = 0; z < c; z++) {
          const faces: string[] = [];
          if (x === 0) faces.push("left");
          if (x === a - 1) faces.push("right");
          if (y === 0) faces.push("front");
          if (y === b - 1) faces.push("back");
          if (z === 0) faces.push("bottom");
          if (z === c - 1) faces.push("top");
          cubes.push(faces);
        }
    return cubes;
  }
  it("ssc-ch3-055: three painted faces in a 5 × 5 × 5 cut", () => {
    expectKeyedNumber(ssc, "ssc-ch3-055", smallCubes(5, 5, 5).filter((f) => f.length === 3).length);
  });
  it("ssc-ch3-056: exactly two painted faces in a 4 × 3 × 2 cuboid", () => {
    expectKeyedNumber(ssc, "ssc-ch3-056", smallCubes(4, 3, 2).filter((f) => f.length === 2).length);
  });
  it("ssc-ch3-057: the net folded (row 1 2 3 4, 5 above and 6 below 2)", () => {
    // fold the row round the cube: 1 front, 2 right, 3 back, 4 left; 5 top, 6 bottom
    const face: Record<string, number> = { front: 1, right: 2, back: 3, left: 4, top: 5, bottom: 6 };
    const opposite: Record<string, string> = { front: "back", right: "left", top: "bottom" };
    const where = Object.entries(face).find(([, n]) => n === 1)?.[0] as string;
    expectKeyedNumber(ssc, "ssc-ch3-057", face[opposite[where] as string] as number);
  });
  it("ssc-ch3-058: top and front red, the rest green, 4 × 4 × 4", () => {
    const red = ["top", "front"];
    const both = smallCubes(4, 4, 4).filter(
      (f) => f.some((x) => red.includes(x)) && f.some((x) => !red.includes(x)),
    );
    expectKeyedNumber(ssc, "ssc-ch3-058", both.length);
  });
  it("ssc-ch3-059: 96 with exactly one painted face", () => {
    const n = [...Array(20).keys()].find(
      (n) => smallCubes(n, n, n).filter((f) => f.length === 1).length === 96,
    );
    expectKeyedNumber(ssc, "ssc-ch3-059", (n as number) ** 3);
  });
});

describe("SSC mirror and water images (chapter set 3)", () => {
  const minutes = (t: string) => {
    const [h, m] = t.split(":").map(Number) as [number, number];
    return (h % 12) * 60 + m;
  };
  const clock = (total: number) => {
    const t = ((total % 720) + 720) % 720;
    return `${Math.floor(t / 60) || 12}:${String(t % 60).padStart(2, "0")}`;
  };
  const mirror = (t: string) => clock(720 - minutes(t));
  it("ssc-ch3-060: the image of 10:10", () => {
    expect(keyedOption(ssc, "ssc-ch3-060")).toBe(mirror("10:10"));
  });
  it("ssc-ch3-061: the time whose image is 7:10", () => {
    const times = [...Array(720).keys()].map(clock).filter((t) => mirror(t) === "7:10");
    expect(times).toEqual([keyedOption(ssc, "ssc-ch3-061")]);
  });
  it("ssc-ch3-062: the image of 5:37", () => {
    expect(keyedOption(ssc, "ssc-ch3-062")).toBe(mirror("5:37"));
  });
  it("ssc-ch3-063: the one option the mirror leaves unchanged", () => {
    const same = singleOptions("ssc-ch3-063").filter((t) => mirror(t) === t);
    expect(same).toEqual([keyedOption(ssc, "ssc-ch3-063")]);
  });
  it("ssc-ch3-064: the one word unchanged in both images", () => {
    const vertical = new Set([..."AHIMOTUVWXY"]);
    const horizontal = new Set([..."BCDEHIKOX"]);
    const same = singleOptions("ssc-ch3-064").filter(
      (w) => [...w].every((ch) => vertical.has(ch) && horizontal.has(ch)) && [...w].reverse().join("") === w,
    );
    expect(same).toEqual([keyedOption(ssc, "ssc-ch3-064")]);
  });
});

describe("SSC paper folding (chapter set 3): each fold doubles the layers", () => {
  it("ssc-ch3-065: one fold, two punches", () => {
    expectKeyedNumber(ssc, "ssc-ch3-065", 2 * 2 ** 1);
  });
  it("ssc-ch3-069: three folds, two punches", () => {
    expectKeyedNumber(ssc, "ssc-ch3-069", 2 * 2 ** 3);
  });
});

describe("SSC embedded figures (chapter set 3): seven-bar digits", () => {
  // bars: a top, b upper-right, c lower-right, d bottom, e lower-left, f upper-left, g middle
  const bars: Record<string, string> = {
    "0": "abcdef",
    "1": "bc",
    "2": "abdeg",
    "3": "abcdg",
    "4": "bcfg",
    "5": "acdfg",
    "6": "acdefg",
    "7": "abc",
    "8": "abcdefg",
    "9": "abcdfg",
  };
  const inside = (small: string, big: string) =>
    [...(bars[small] as string)].every((b) => bars[big]?.includes(b));
  it("ssc-ch3-070: the one option without the 7", () => {
    expect(singleOptions("ssc-ch3-070").filter((d) => !inside("7", d))).toEqual([
      keyedOption(ssc, "ssc-ch3-070"),
    ]);
  });
  it("ssc-ch3-071: the one option inside the 0", () => {
    expect(singleOptions("ssc-ch3-071").filter((d) => inside(d, "0"))).toEqual([
      keyedOption(ssc, "ssc-ch3-071"),
    ]);
  });
  it("ssc-ch3-072: digits holding the 7", () => {
    expectKeyedNumber(ssc, "ssc-ch3-072", Object.keys(bars).filter((d) => inside("7", d)).length);
  });
});
