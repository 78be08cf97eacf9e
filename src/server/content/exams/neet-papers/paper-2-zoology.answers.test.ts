import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import { expectKeyedNumber, keyedOption } from "~/server/test-support/content/check-answers";

const neet = loadExamBank("neet");

/** NEET paper 2 Zoology: every computable answer worked out again from the question's givens. */
const key = (k: string) => `neet-p2-zoo-${k}`;
const keyed = (k: string) => keyedOption(neet, key(k));

describe("NEET paper 2 Zoology answers", () => {
  it("010: stroke volume from cycle length and cardiac output", () => {
    const heartRate = 60 / 0.75;
    expectKeyedNumber(neet, key("010"), 5600 / heartRate);
  });

  it("022: sperms with vigorous motility", () => {
    expectKeyedNumber(neet, key("022"), 250 * 0.4);
  });

  it("027: recessive allele from the heterozygote frequency", () => {
    const pq = 0.32 / 2;
    const roots = [(1 - Math.sqrt(1 - 4 * pq)) / 2, (1 + Math.sqrt(1 - 4 * pq)) / 2];
    const q = Math.min(...roots); // the dominant allele is the commoner one
    expectKeyedNumber(neet, key("027"), q, 1e-9);
  });

  it("032: fragments from three cuts in a circle and in a line", () => {
    const sites = 3;
    expect(keyed("032")).toBe(`${sites} from the plasmid, ${sites + 1} from the linear DNA`);
  });
});
