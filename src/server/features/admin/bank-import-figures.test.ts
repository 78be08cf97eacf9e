import { count, eq, inArray } from "drizzle-orm";
import JSZip from "jszip";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packArchive } from "~/server/bank-formats/archive";
import { BANK_FORMATS } from "~/server/bank-formats/formats";
import { images, questions, quizQuestions, stimuli } from "~/server/db/schema";
import { adminRequests, startAdminApp } from "~/server/test-support/admin-app";
import { NUMERICAL, SINGLE_FOUR } from "~/server/test-support/bank-items";
import type { SignedIn, TestApp } from "~/server/test-support/test-app";
import { LANGUAGE_COOKIE } from "~/shared/language-negotiation";

/** Pictures in imports: a CSV in a .zip with its images, Moodle XML with its embedded files; and back out. */

const DEFAULTS = { exam: "jee", subject: "Physics", topic: "Optics", difficulty: "medium" } as const;
const HEADER = "question,option1,option2,option3,option4,correctAnswer,explanation,image,imageAlt";

describe("pictures in the bank's imports and exports", () => {
  let t: TestApp;
  let admin: SignedIn;
  let categoryId: number;
  let lens: Buffer;
  const api = adminRequests(() => ({ t, admin, categoryId }));

  beforeAll(async () => {
    ({ t, admin, categoryId } = await startAdminApp());
    lens = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#2a6" } })
      .png()
      .toBuffer();
  });
  afterAll(() => t.close());

  async function importFile(body: Record<string, unknown>, language: "en" | "hi" = "en") {
    t.clock.advance(61_000);
    return t.app.inject({
      method: "POST",
      url: "/api/admin/questions/import",
      payload: { defaults: DEFAULTS, dryRun: false, ...body },
      headers: { cookie: language === "hi" ? `${admin.cookie}; ${LANGUAGE_COOKIE}=hi` : admin.cookie },
    });
  }

  const tally = async () => ({
    questions: Number((await t.ctx.db.select({ n: count() }).from(questions))[0]?.n),
    stimuli: Number((await t.ctx.db.select({ n: count() }).from(stimuli))[0]?.n),
    images: Number((await t.ctx.db.select({ n: count() }).from(images))[0]?.n),
  });

  const csvZip = async (rows: string[], files: Map<string, Buffer>) =>
    (await packArchive("questions.csv", [HEADER, ...rows].join("\n"), files)).toString("base64");

  it("imports a CSV in a .zip: each picture stored once as a figure its questions show", async () => {
    const quiz = await api.newQuiz({ title: "Zq-Lenses" });
    const archive = await csvZip(
      [
        "Zq-Where is the image of a convex lens of focal length 10 cm for an object at 20 cm?,10 cm,20 cm,30 cm,40 cm,b,1/v - 1/u = 1/f,pictures/lens.png,A convex lens with an object at 2F",
        "Zq-What kind of image does the lens in the figure form of that object?,Real and inverted,Virtual and erect,Real and erect,None,a,At 2F the image is real,pictures/lens.png,A convex lens with an object at 2F",
        "Zq-What is the power of a lens of focal length 50 cm?,+2 D,+0.5 D,-2 D,+5 D,a,P = 1/f in metres,,",
      ],
      new Map([["pictures/lens.png", lens]]),
    );
    const preview = await importFile({ format: "csv", archive, quizId: quiz.id, dryRun: true });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().items.map((i: { figure: string | null }) => i.figure)).toEqual([
      "lens.png",
      "lens.png",
      null,
    ]);

    const before = await tally();
    const res = await importFile({ format: "csv", archive, quizId: quiz.id, fileName: "lenses.zip" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ added: 3, problems: [] });
    expect(await tally()).toEqual({
      questions: before.questions + 3,
      stimuli: before.stimuli + 1,
      images: before.images + 1,
    });
    const stored = await t.ctx.db
      .select({ text: questions.text, stimulusId: questions.stimulusId })
      .from(questions)
      .innerJoin(quizQuestions, eq(quizQuestions.questionId, questions.id))
      .where(eq(quizQuestions.quizId, quiz.id))
      .orderBy(quizQuestions.position);
    const figureId = stored[0]?.stimulusId ?? -1;
    expect(stored.map((q) => q.stimulusId)).toEqual([figureId, figureId, null]);
    const [figure] = await t.ctx.db.select().from(stimuli).where(eq(stimuli.id, figureId));
    expect(figure).toMatchObject({
      kind: "figure",
      examType: "jee",
      imageAlt: "A convex lens with an object at 2F",
    });
    const served = await t.app.inject({ method: "GET", url: `/api/images/${figure?.imageId}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect((await sharp(served.rawPayload).metadata()).width).toBe(60);

    // exported as QTI, the pictures come in a .zip beside the items; as Moodle XML, inside the file
    const qti = await api.send("GET", `/api/admin/questions/export?format=qti3&quizId=${quiz.id}`);
    expect(qti.statusCode, qti.body).toBe(200);
    expect(qti.json().fileName).toMatch(/\.qti3\.zip$/);
    const zip = await JSZip.loadAsync(Buffer.from(qti.json().archive, "base64"));
    expect(
      Object.values(zip.files)
        .filter((entry) => !entry.dir)
        .map((entry) => entry.name)
        .sort(),
    ).toEqual(
      [`images/figure-${figure?.imageId}.webp`, qti.json().fileName.replace(".qti3.zip", ".qti.xml")].sort(),
    );
    const moodle = await api.send("GET", `/api/admin/questions/export?format=moodle-xml&quizId=${quiz.id}`);
    expect(moodle.json().archive).toBeNull();
    expect(moodle.json().text).toContain(`@@PLUGINFILE@@/figure-${figure?.imageId}.webp`);
  });

  it("refuses the whole .zip when a picture is not an image, and writes nothing", async () => {
    const before = await tally();
    const archive = await csvZip(
      [
        "Zq-Which ray passes undeviated through a thin lens?,Through the optical centre,Parallel to the axis,Through F,None,a,,ray.png,",
        "Zq-A lens of power +4 D has a focal length of?,25 cm,4 cm,40 cm,2.5 cm,a,,broken.png,A broken picture",
      ],
      new Map([
        ["ray.png", lens],
        ["broken.png", Buffer.from("these bytes are no picture")],
      ]),
    );
    const res = await importFile({ format: "csv", archive });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().problems).toEqual([
      {
        where: "line 3",
        message: expect.stringMatching(/^image: "broken.png" is not a PNG, JPEG or WebP image/),
      },
    ]);
    expect(await tally()).toEqual(before);
    // and in Hindi for a Hindi request, with the picture's name kept
    const hindi = await importFile({ format: "csv", archive }, "hi");
    expect(hindi.json().problems).toEqual([
      { where: "पंक्ति 3", message: 'चित्र: "broken.png" पढ़ने योग्य PNG, JPEG या WebP छवि नहीं है' },
    ]);
  });

  it("imports Moodle XML with its embedded picture, and refuses a file naming none it holds", async () => {
    const text = BANK_FORMATS["moodle-xml"].write([
      {
        ...SINGLE_FOUR,
        key: "zq-moodle-figure",
        text: "Zq-How far does the car on the track in the figure go?",
        figure: { name: "track.png", alt: "A straight road", bytes: lens },
      },
    ]).text;
    const res = await importFile({ format: "moodle-xml", text });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.ctx.db
      .select({ alt: stimuli.imageAlt })
      .from(questions)
      .innerJoin(stimuli, eq(stimuli.id, questions.stimulusId))
      .where(inArray(questions.text, ["Zq-How far does the car on the track in the figure go?"]));
    expect(row).toEqual({ alt: "A straight road" });

    const missing = text
      .replace(/<file name="track.png"[^<]*<\/file>/, "")
      .replace("zq-moodle-figure", "zq-other");
    const refused = await importFile({
      format: "moodle-xml",
      text: missing.replace("Zq-How far", "Zq-How long"),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().problems).toEqual([
      {
        where: "item zq-other",
        message: expect.stringMatching(/^image: the file "track.png" is not in the upload/),
      },
    ]);
  });

  it("asks for the file's text or a .zip, and not both", async () => {
    const neither = await importFile({ format: "csv" });
    expect(neither.statusCode).toBe(400);
    expect(neither.json()).toMatchObject({ field: "text" });
    expect(neither.json().message).toMatch(/is required \(the file's text, or a \.zip as archive\)/);
    const both = await importFile({
      format: "csv",
      text: HEADER,
      archive: "UEsFBgAAAAAAAAAAAAAAAAAAAAAAAA==",
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toMatch(/and archive cannot both be sent/);
    const notZip = await importFile({ format: "csv", archive: Buffer.from("plain").toString("base64") });
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json().problems).toEqual([
      { where: "file", message: "the .zip cannot be read: upload a .zip file, or the file itself" },
    ]);
    // NUMERICAL keeps the fixture import list honest: a plain text import still works beside archives
    const plain = await importFile({
      format: "gift",
      text: BANK_FORMATS.gift.write([{ ...NUMERICAL, text: "Zq-gift numerical" }]).text,
      dryRun: true,
    });
    expect(plain.statusCode, plain.body).toBe(200);
  });
  it("sends a CSV naming pictures from the CSV upload to the .zip import, and writes nothing", async () => {
    const quiz = await api.newQuiz({ title: "Zq-Upload without pictures" });
    const before = await tally();
    t.clock.advance(61_000);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/upload-questions",
      payload: {
        quizId: quiz.id,
        csvData: [
          HEADER,
          "Zq-Which lens converges light?,Convex,Concave,Plane,None,a,,lens.png,A convex lens",
        ].join("\n"),
      },
      headers: { cookie: `${admin.cookie}; ${LANGUAGE_COOKIE}=hi` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        line: 2,
        field: "image",
        message: "image: चित्रों वाली CSV आयात/निर्यात टैब में .zip (CSV और उसके चित्र) के रूप में आयात होती है",
      },
    ]);
    expect(await tally()).toEqual(before);
  });
});
