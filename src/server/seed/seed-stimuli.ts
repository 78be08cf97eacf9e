import { and, eq, inArray, isNull } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { categories, questions, quizQuestions, quizzes, stimuli } from "~/server/db/schema";

/**
 * A demo of questions sharing a stimulus: one Banking practice quiz with a reading-comprehension
 * passage shared by three English questions and a data-interpretation table shared by two Quant
 * questions. All text is original. Idempotent like the content seeder: rows are found by their
 * stable slug and only inserted when missing, so an admin's edits stay.
 */

type SeedStimulus = {
  slug: string;
  kind: "passage" | "table";
  title: string;
  body: string;
  titleHi: string;
  bodyHi: string;
};

type SeedQuestion = {
  slug: string;
  stimulus: string;
  subject: string;
  topic: string;
  difficulty: "easy" | "medium" | "hard";
  text: string;
  options: string[];
  correct: number;
  explanation: string;
  hi?: { text: string; options: string[]; explanation: string };
};

const PASSAGE: SeedStimulus = {
  slug: "banking-set-passage-bank-mitra",
  kind: "passage",
  title: "The village bank mitra",
  body: [
    "When the nearest bank branch is twenty kilometres away, a trip to deposit a few hundred rupees can cost a farmer a full day's wages. Business correspondents, often called bank mitras, were appointed to close that distance. Working from a small shop or a home with a fingerprint reader and a mobile connection, a bank mitra lets villagers open accounts, deposit and withdraw cash, and check their balances without travelling to town.",
    "The arrangement has clear limits. A correspondent usually holds only a small cash float, so a large withdrawal may have to wait until the next day, and a weak network can stop every transaction. Yet studies of rural households find that people who live near a correspondent save more regularly than those who do not. The lesson is simple: convenience, more than interest rates, decides whether people use a bank.",
  ].join("\n\n"),
  titleHi: "गाँव का बैंक मित्र",
  bodyHi: [
    "जब सबसे नज़दीकी बैंक शाखा बीस किलोमीटर दूर हो, तो कुछ सौ रुपये जमा करने की यात्रा किसान की पूरे दिन की मज़दूरी ले सकती है। इसी दूरी को पाटने के लिए व्यवसाय प्रतिनिधि, जिन्हें अक्सर बैंक मित्र कहा जाता है, नियुक्त किए गए। किसी छोटी दुकान या घर से, एक फ़िंगरप्रिंट रीडर और मोबाइल कनेक्शन के साथ काम करते हुए, बैंक मित्र गाँव वालों को शहर जाए बिना खाता खोलने, नकद जमा करने और निकालने तथा अपनी शेष राशि जानने की सुविधा देता है।",
    "इस व्यवस्था की स्पष्ट सीमाएँ हैं। प्रतिनिधि के पास आम तौर पर थोड़ी ही नकदी रहती है, इसलिए बड़ी निकासी के लिए अगले दिन तक रुकना पड़ सकता है, और कमज़ोर नेटवर्क हर लेन-देन रोक सकता है। फिर भी ग्रामीण परिवारों के अध्ययन बताते हैं कि जो लोग किसी प्रतिनिधि के पास रहते हैं, वे दूसरों की तुलना में अधिक नियमित रूप से बचत करते हैं। सीख सरल है: लोग बैंक का उपयोग करेंगे या नहीं, यह ब्याज दरों से अधिक सुविधा तय करती है।",
  ].join("\n\n"),
};

/** Loans a bank branch disbursed, in lakh rupees: year, home, farm, education (the answers come from these). */
export const LOAN_ROWS = [
  [2021, 240, 180, 60],
  [2022, 260, 210, 75],
  [2023, 300, 225, 90],
  [2024, 330, 270, 96],
  [2025, 360, 300, 120],
] as const;

const pipeRows = (header: string[]) =>
  [
    `| ${header.join(" | ")} |`,
    "|---|---:|---:|---:|",
    ...LOAN_ROWS.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");

const TABLE: SeedStimulus = {
  slug: "banking-set-table-branch-loans",
  kind: "table",
  title: "Loans disbursed by a bank branch (₹ lakh)",
  body: pipeRows(["Year", "Home loans", "Farm loans", "Education loans"]),
  titleHi: "एक बैंक शाखा द्वारा वितरित ऋण (₹ लाख में)",
  bodyHi: pipeRows(["वर्ष", "गृह ऋण", "कृषि ऋण", "शिक्षा ऋण"]),
};

const QUESTIONS: SeedQuestion[] = [
  {
    slug: "banking-set-rc-01",
    stimulus: PASSAGE.slug,
    subject: "English",
    topic: "Reading Comprehension",
    difficulty: "easy",
    text: "According to the passage, why were business correspondents (bank mitras) appointed?",
    options: [
      "To lend money to farmers at lower interest rates",
      "To bring basic banking close to villagers who live far from a branch",
      "To replace the bank branches in towns",
      "To collect taxes from village shops",
    ],
    correct: 1,
    explanation:
      "The passage says the correspondents 'were appointed to close that distance', the distance to the nearest branch, so that villagers can open accounts, deposit and withdraw without travelling to town. Cheaper loans, replacing town branches and collecting taxes are not mentioned.",
  },
  {
    slug: "banking-set-rc-02",
    stimulus: PASSAGE.slug,
    subject: "English",
    topic: "Reading Comprehension",
    difficulty: "medium",
    text: "Which of the following does the passage give as a limit of the bank mitra arrangement?",
    options: [
      "A bank mitra cannot open new accounts.",
      "Villagers pay a fee for every deposit.",
      "A large withdrawal may have to wait, because the correspondent holds little cash.",
      "Bank mitras work only on weekends.",
    ],
    correct: 2,
    explanation:
      "The passage states that 'a correspondent usually holds only a small cash float, so a large withdrawal may have to wait until the next day'. Option A is contradicted (a bank mitra lets villagers open accounts), and fees and weekends are never mentioned.",
  },
  {
    slug: "banking-set-rc-03",
    stimulus: PASSAGE.slug,
    subject: "English",
    topic: "Reading Comprehension",
    difficulty: "medium",
    text: "Which of the following best states the main idea of the passage?",
    options: [
      "Interest rates are the main reason people save in banks.",
      "Rural households do not trust banks.",
      "Convenience largely decides whether people use banking services.",
      "Mobile networks in villages have become fully reliable.",
    ],
    correct: 2,
    explanation:
      "The passage ends with its lesson: 'convenience, more than interest rates, decides whether people use a bank'. Option A reverses it, B is never said, and D contradicts the remark that a weak network can stop every transaction.",
  },
  {
    slug: "banking-set-di-01",
    stimulus: TABLE.slug,
    subject: "Quantitative Aptitude",
    topic: "Data Interpretation",
    difficulty: "easy",
    text: "By what percent did the farm loans disbursed rise from 2021 to 2025?",
    options: ["60%", "66⅔%", "75%", "40%"],
    correct: 1,
    explanation:
      "Farm loans rose from ₹180 lakh to ₹300 lakh, an increase of ₹120 lakh. As a percent of 2021: $\\frac{120}{180} \\times 100 = 66\\tfrac{2}{3}\\%$.",
    hi: {
      text: "2021 से 2025 तक वितरित कृषि ऋण में कितने प्रतिशत की वृद्धि हुई?",
      options: ["60%", "66⅔%", "75%", "40%"],
      explanation:
        "कृषि ऋण ₹180 लाख से बढ़कर ₹300 लाख हुआ, यानी ₹120 लाख की वृद्धि। 2021 के प्रतिशत के रूप में: $\\frac{120}{180} \\times 100 = 66\\tfrac{2}{3}\\%$।",
    },
  },
  {
    slug: "banking-set-di-02",
    stimulus: TABLE.slug,
    subject: "Quantitative Aptitude",
    topic: "Data Interpretation",
    difficulty: "medium",
    text: "What is the average of the education loans disbursed over the five years, in ₹ lakh?",
    options: ["84.6", "88.2", "90", "92.4"],
    correct: 1,
    explanation:
      "Total education loans = 60 + 75 + 90 + 96 + 120 = 441, so the average is 441 ÷ 5 = 88.2 lakh rupees.",
    hi: {
      text: "पाँच वर्षों में वितरित शिक्षा ऋण का औसत (₹ लाख में) क्या है?",
      options: ["84.6", "88.2", "90", "92.4"],
      explanation: "कुल शिक्षा ऋण = 60 + 75 + 90 + 96 + 120 = 441, इसलिए औसत = 441 ÷ 5 = 88.2 लाख रुपये।",
    },
  },
];

export const STIMULUS_SET_QUIZ = {
  slug: "banking-practice-reading-data-sets",
  title: "Reading and data sets",
  description:
    "A reading passage shared by three English questions and a table of loan figures shared by two Quant questions, as IBPS PO sets them. Read the passage or table once, then answer its questions.",
  timeLimitMinutes: 8,
  titleHi: "गद्यांश और आँकड़ों के सेट",
  descriptionHi:
    "एक गद्यांश जिस पर अंग्रेज़ी के तीन प्रश्न हैं और ऋण के आँकड़ों की एक तालिका जिस पर मात्रात्मक अभियोग्यता के दो प्रश्न हैं, जैसे IBPS PO में आते हैं। गद्यांश या तालिका एक बार पढ़ें, फिर उसके प्रश्नों के उत्तर दें।",
};

export const SEEDED_STIMULI = [PASSAGE, TABLE];
export const SEEDED_SET_QUESTIONS = QUESTIONS;

export async function seedStimulusSets(db: DbOrTx): Promise<void> {
  await db
    .insert(stimuli)
    .values(SEEDED_STIMULI.map((s) => ({ ...s, examType: "banking" as const })))
    .onConflictDoNothing({ target: stimuli.slug });
  const stimulusRows = await db
    .select({ id: stimuli.id, slug: stimuli.slug })
    .from(stimuli)
    .where(
      inArray(
        stimuli.slug,
        SEEDED_STIMULI.map((s) => s.slug),
      ),
    );
  const stimulusIds = new Map(stimulusRows.map((r) => [r.slug, r.id]));

  await db
    .insert(questions)
    .values(
      QUESTIONS.map((q) => ({
        slug: q.slug,
        examType: "banking" as const,
        subject: q.subject,
        topic: q.topic,
        difficulty: q.difficulty,
        text: q.text,
        options: q.options,
        correctIndex: q.correct,
        explanation: q.explanation,
        stimulusId: stimulusIds.get(q.stimulus) ?? null,
        textHi: q.hi?.text ?? null,
        optionsHi: q.hi?.options ?? null,
        explanationHi: q.hi?.explanation ?? null,
      })),
    )
    .onConflictDoNothing({ target: questions.slug });
  const questionRows = await db
    .select({ id: questions.id, slug: questions.slug })
    .from(questions)
    .where(
      inArray(
        questions.slug,
        QUESTIONS.map((q) => q.slug),
      ),
    );
  const questionIds = new Map(questionRows.map((r) => [r.slug, r.id]));

  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.examType, "banking"), eq(categories.name, "Banking Practice")));
  const [quiz] = await db
    .insert(quizzes)
    .values({
      slug: STIMULUS_SET_QUIZ.slug,
      title: STIMULUS_SET_QUIZ.title,
      description: STIMULUS_SET_QUIZ.description,
      titleHi: STIMULUS_SET_QUIZ.titleHi,
      descriptionHi: STIMULUS_SET_QUIZ.descriptionHi,
      examType: "banking",
      categoryId: category?.id ?? null,
      kind: "practice",
      difficulty: "medium",
      timeLimit: STIMULUS_SET_QUIZ.timeLimitMinutes,
      totalQuestions: QUESTIONS.length,
    })
    .onConflictDoNothing({ target: quizzes.slug })
    .returning({ id: quizzes.id });
  if (!quiz) {
    // already seeded: leave the admin's version alone, but give a set seeded before it its Hindi
    await db
      .update(quizzes)
      .set({ titleHi: STIMULUS_SET_QUIZ.titleHi, descriptionHi: STIMULUS_SET_QUIZ.descriptionHi })
      .where(
        and(
          eq(quizzes.slug, STIMULUS_SET_QUIZ.slug),
          isNull(quizzes.titleHi),
          isNull(quizzes.descriptionHi),
          eq(quizzes.title, STIMULUS_SET_QUIZ.title),
          eq(quizzes.description, STIMULUS_SET_QUIZ.description),
        ),
      );
    return;
  }
  await db.insert(quizQuestions).values(
    QUESTIONS.map((q, position) => {
      const questionId = questionIds.get(q.slug);
      if (questionId === undefined) throw new Error(`the stimulus set uses unknown question ${q.slug}`);
      return { quizId: quiz.id, questionId, position };
    }),
  );
}
