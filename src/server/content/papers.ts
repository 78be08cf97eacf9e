import type { ContentQuestion, ContentQuiz, ContentStimulus, ExamContent } from "./types";

/**
 * A part of an exam's content written on its own (a full-length paper and the questions written
 * for it): merged into the exam by withPapers.
 */
export type PaperContent = {
  /** topics its questions use, merged into the exam's (subject -> topics) */
  topics?: Record<string, string[]>;
  questions: ContentQuestion[];
  stimuli?: ContentStimulus[];
  quizzes: ContentQuiz[];
};

/** The exam's content with the parts added: topics merged per subject, the rest appended in order. */
export function withPapers(base: ExamContent, parts: PaperContent[]): ExamContent {
  const topics: Record<string, string[]> = Object.fromEntries(
    Object.entries(base.topics).map(([subject, list]) => [subject, [...list]]),
  );
  for (const part of parts) {
    for (const [subject, list] of Object.entries(part.topics ?? {})) {
      const merged = topics[subject] ?? [];
      for (const topic of list) if (!merged.includes(topic)) merged.push(topic);
      topics[subject] = merged;
    }
  }
  return {
    ...base,
    topics,
    questions: [...base.questions, ...parts.flatMap((p) => p.questions)],
    stimuli: [...(base.stimuli ?? []), ...parts.flatMap((p) => p.stimuli ?? [])],
    quizzes: [...base.quizzes, ...parts.flatMap((p) => p.quizzes)],
  };
}

/** The exam's content with source notes (and as-of dates) given apart from the questions, by key. */
export function withSourceNotes(
  content: ExamContent,
  notes: Record<string, { source: string; asOf?: string }>,
): ExamContent {
  return {
    ...content,
    questions: content.questions.map((q) => {
      const note = notes[q.key];
      if (!note || q.source) return q;
      return { ...q, source: note.source, ...(note.asOf && !q.asOf ? { asOf: note.asOf } : {}) };
    }),
  };
}
