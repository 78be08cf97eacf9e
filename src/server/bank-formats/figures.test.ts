import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULTS, MULTIPLE, NUMERICAL, SINGLE_FOUR } from "~/server/test-support/bank-items";
import type { BankFormatName } from "~/shared/contract/bank-exchange";
import { packArchive, unpackUpload } from "./archive";
import type { ExchangeItem } from "./bank-item";
import { BANK_FORMATS, FORMAT_EXTENSIONS } from "./formats";

/** Questions' pictures through the formats that carry them, and what the others say they left out. */

let triangle: Buffer;
let circle: Buffer;

beforeAll(async () => {
  const picture = (colour: string) =>
    sharp({ create: { width: 24, height: 16, channels: 3, background: colour } })
      .png()
      .toBuffer();
  [triangle, circle] = await Promise.all([picture("#c00"), picture("#00c")]);
});

const withFigures = (): ExchangeItem[] => [
  { ...SINGLE_FOUR, figure: { name: "car track.png", alt: "A straight track 100 m long", bytes: triangle } },
  MULTIPLE,
  { ...NUMERICAL, figure: { name: "circuit.png", alt: "A circuit with two resistors", bytes: circle } },
];

/** Writes the items, packs them as an export does when there are pictures, and reads the upload back. */
async function throughArchive(format: BankFormatName, items: ExchangeItem[]) {
  const written = BANK_FORMATS[format].write(items);
  const archive = await packArchive(
    `export.${FORMAT_EXTENSIONS[format]}`,
    written.text,
    written.files ?? new Map(),
  );
  const unpacked = await unpackUpload(archive, format);
  if ("problem" in unpacked) throw new Error(unpacked.problem.message);
  return { written, read: BANK_FORMATS[format].parse(unpacked.text, DEFAULTS, unpacked.attachments) };
}

const figuresOf = (items: ExchangeItem[]) =>
  items.map((item) =>
    item.figure ? { name: item.figure.name, alt: item.figure.alt, bytes: item.figure.bytes } : null,
  );

describe.each(["moodle-xml", "qti3", "csv"] as const)("%s carries a question's picture", (format) => {
  it("gives back each picture, its name and what it shows, beside the question it belongs to", async () => {
    const { written, read } = await throughArchive(format, withFigures());
    expect(read.problems).toEqual([]);
    expect(read.items.map((i) => i.text)).toEqual([SINGLE_FOUR.text, MULTIPLE.text, NUMERICAL.text]);
    expect(figuresOf(read.items)).toEqual([
      { name: "car track.png", alt: "A straight track 100 m long", bytes: triangle },
      null,
      { name: "circuit.png", alt: "A circuit with two resistors", bytes: circle },
    ]);
    expect(written.notCarried.join(" ")).not.toMatch(/picture of/);
  });

  it("names the item whose picture the upload does not hold", () => {
    const { text } = BANK_FORMATS[format].write(withFigures());
    // the file alone, without its pictures (Moodle's are inside it, so one is removed from the file)
    const alone = format === "moodle-xml" ? text.replace(/<file name="circuit.png"[^<]*<\/file>/, "") : text;
    const read = BANK_FORMATS[format].parse(alone, DEFAULTS, new Map());
    const circuit = read.problems.find((p) => p.message.includes('circuit.png"'));
    expect(circuit?.message).toMatch(/^image: the file "(images\/)?circuit.png" is not in the upload/);
    // CSV names the row by the line it starts on (the first row's explanation takes two lines)
    expect(circuit?.where).toBe(
      { "moodle-xml": "item rt-numerical", qti3: "item rt-numerical", csv: "line 5" }[format],
    );
  });
});

it("Moodle XML embeds its pictures in the file itself (@@PLUGINFILE@@), so the file alone is enough", () => {
  const { text } = BANK_FORMATS["moodle-xml"].write(withFigures());
  expect(text).toContain('<img src="@@PLUGINFILE@@/car%20track.png" alt="A straight track 100 m long"/>');
  expect(text).toContain(
    `<file name="circuit.png" path="/" encoding="base64">${circle.toString("base64")}</file>`,
  );
  const read = BANK_FORMATS["moodle-xml"].parse(text, DEFAULTS, new Map());
  expect(read.problems).toEqual([]);
  expect(read.items[0]?.figure?.bytes).toEqual(triangle);
});

it("reads a QTI package whose items are files of their own, naming pictures relative to themselves", async () => {
  const single = BANK_FORMATS.qti3.write([withFigures()[0] as ExchangeItem]).text;
  const numerical = BANK_FORMATS.qti3.write([NUMERICAL]).text;
  const itemFile = single.replace('src="images/', 'src="../images/');
  const manifest =
    '<?xml version="1.0"?><manifest><resources><resource type="imsqti_item_xmlv3p0" href="items/a.xml"/></resources></manifest>';
  const archive = await packArchive(
    "imsmanifest.xml",
    manifest,
    new Map([
      ["items/a.xml", Buffer.from(itemFile)],
      ["items/b.xml", Buffer.from(numerical)],
      ["images/car track.png", triangle],
    ]),
  );
  const unpacked = await unpackUpload(archive, "qti3");
  if ("problem" in unpacked) throw new Error(unpacked.problem.message);
  const read = BANK_FORMATS.qti3.parse(unpacked.text, DEFAULTS, unpacked.attachments);
  expect(read.problems).toEqual([]);
  expect(read.items.map((i) => i.key)).toEqual(["rt-single-4", "rt-numerical"]);
  expect(read.items[0]?.figure).toEqual({
    name: "car track.png",
    alt: "A straight track 100 m long",
    bytes: triangle,
  });
});

it("says which formats leave pictures out", () => {
  const items = withFigures();
  for (const [format, words] of [
    ["gift", "the picture of 2 questions (GIFT has no images)"],
    ["aiken", "the picture of 2 questions (Aiken has no images)"],
    ["data-file", "the picture of 2 questions: the data file names its figure by the stimulus's id"],
  ] as const) {
    expect(BANK_FORMATS[format].write(items).notCarried.join(" | "), format).toContain(words);
  }
  expect(BANK_FORMATS["data-file"].write(items).text).not.toContain("figure");
});

describe("an uploaded .zip", () => {
  it("is refused with a reason when it is not a zip, holds no file of the format, or holds two", async () => {
    expect(await unpackUpload(Buffer.from("not a zip at all"), "csv")).toEqual({
      problem: { where: "file", message: "the .zip cannot be read: upload a .zip file, or the file itself" },
    });
    const picturesOnly = await packArchive("a.png", "", new Map([["b.png", triangle]]));
    expect(await unpackUpload(picturesOnly, "csv")).toEqual({
      problem: { where: "file", message: "the .zip holds no .csv file to import" },
    });
    const two = await packArchive("a.csv", "x", new Map([["b.csv", Buffer.from("y")]]));
    expect(await unpackUpload(two, "csv")).toEqual({
      problem: { where: "file", message: "the .zip holds 2 .csv files (a.csv, b.csv): import one at a time" },
    });
  });

  it("leaves out a Mac's resource forks and hidden files", async () => {
    const archive = await packArchive(
      "questions.csv",
      "question",
      new Map([
        ["__MACOSX/._questions.csv", Buffer.from("fork")],
        [".DS_Store", Buffer.from("x")],
        ["pics/a.png", triangle],
      ]),
    );
    const unpacked = await unpackUpload(archive, "csv");
    if ("problem" in unpacked) throw new Error(unpacked.problem.message);
    expect(unpacked.text).toBe("question");
    expect([...unpacked.attachments.keys()]).toEqual(["pics/a.png"]);
  });
});
