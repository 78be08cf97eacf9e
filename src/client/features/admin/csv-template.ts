import { CSV_COLUMNS, type CsvColumn } from "@shared/contract/admin";

type TemplateRow = Partial<Record<CsvColumn, string>>;

/** Quoted when it holds a comma, a quote or a line break; a quote inside is written twice. */
const csvCell = (text: string) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** One row with a cell for every column, blank where the example gives none. */
export const csvLine = (row: TemplateRow) =>
  CSV_COLUMNS.map((column) => csvCell(row[column] ?? "")).join(",");

/** A single-correct question with its Hindi version and its source: the help's example row. */
export const EXAMPLE_ROW: TemplateRow = {
  question: "What is the SI unit of force?",
  option1: "newton",
  option2: "joule",
  option3: "watt",
  option4: "pascal",
  correctAnswer: "a",
  explanation: "One newton accelerates 1 kg at 1 m/s², so F = ma.",
  subject: "Physics",
  topic: "Laws of Motion",
  difficulty: "easy",
  type: "single",
  questionHi: "बल का SI मात्रक क्या है?",
  option1Hi: "न्यूटन",
  option2Hi: "जूल",
  option3Hi: "वाट",
  option4Hi: "पास्कल",
  explanationHi: "एक न्यूटन 1 kg द्रव्यमान में 1 m/s² का त्वरण उत्पन्न करता है, अतः F = ma।",
  source: "NCERT Class 9 Science, Force and Laws of Motion",
};

const ROWS: TemplateRow[] = [
  EXAMPLE_ROW,
  {
    question: "Which of these, taken together, are vectors?",
    option1: "Speed, mass",
    option2: "Velocity, displacement",
    option3: "Work, energy",
    option4: "Time, length",
    correctAnswer: "b",
    explanation: 'Both have a direction; write a quote inside quotes as "like this".',
    subject: "Physics",
    topic: "Kinematics",
    difficulty: "medium",
  },
  {
    question: "Which of these are noble gases?",
    option1: "Neon",
    option2: "Nitrogen",
    option3: "Argon",
    option4: "Oxygen",
    option5: "Helium",
    type: "multiple",
    correctAnswers: "a;c;e",
    explanation: "Neon, argon and helium are in group 18.",
    subject: "Chemistry",
    topic: "Periodic Table",
    difficulty: "easy",
  },
  {
    question: "A body falls from rest for 2 s (g = 9.8 m/s²). How far does it fall in metres?",
    type: "numerical",
    numericMin: "19.5",
    numericMax: "19.7",
    explanation: "s = ½gt² = 19.6 m.",
    subject: "Physics",
    topic: "Kinematics",
    difficulty: "medium",
  },
  {
    question: "Which country held the G20 presidency and hosted its leaders' summit in 2023?",
    option1: "India",
    option2: "Indonesia",
    option3: "Brazil",
    option4: "South Africa",
    correctAnswer: "a",
    explanation: "The summit met in New Delhi on 9-10 September 2023.",
    subject: "Current Affairs",
    topic: "International",
    difficulty: "easy",
    source: "G20 New Delhi Leaders' Declaration, 9-10 September 2023",
    asOf: "2023-09-10",
  },
];

/**
 * The template admins download: the header with every column, then an example of each question
 * type, a row quoting commas and quotes, one with its Hindi version and its source, and a current
 * affairs one with its as-of day. Blank cells are fine: a file with only the first seven columns
 * imports too.
 */
export const CSV_TEMPLATE = [CSV_COLUMNS.join(","), ...ROWS.map(csvLine), ""].join("\n");

export const CSV_TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(CSV_TEMPLATE)}`;
