import type { Exam, ExamFacts } from "@shared/contract/exams";
import { describe, expect, it } from "vitest";
import { examInLanguage } from "./exam-in-language";

const facts: ExamFacts = {
  fullName: "National Eligibility cum Entrance Test (Undergraduate) — NEET (UG)",
  description: "The single national entrance test for MBBS and BDS.",
  ageLimit: "At least 17 years",
  duration: "3 hours (180 minutes)",
  totalMarks: "720",
  attempts: "No limit",
  pattern: "180 questions",
  subjects: ["Physics", "Botany"],
  keyFeatures: ["Pen-and-paper (OMR) test"],
  eligibility: "Class 12 with Physics, Chemistry and Biology",
  selectionCriteria: ["Counselling"],
  markingPaper: "NEET (UG)",
};
const factsHi: ExamFacts = {
  fullName: "राष्ट्रीय पात्रता सह प्रवेश परीक्षा (स्नातक) — NEET (UG)",
  description: "MBBS और BDS में प्रवेश की एकमात्र राष्ट्रीय प्रवेश परीक्षा।",
  ageLimit: "कम से कम 17 वर्ष",
  duration: "3 घंटे (180 मिनट)",
  totalMarks: "720 अंक",
  attempts: "कोई सीमा नहीं",
  pattern: "180 प्रश्न",
  subjects: ["भौतिकी", "वनस्पति विज्ञान"],
  keyFeatures: ["पेन और पेपर (OMR) परीक्षा"],
  eligibility: "भौतिकी, रसायन विज्ञान और जीव विज्ञान के साथ कक्षा 12",
  selectionCriteria: ["काउंसलिंग"],
  markingPaper: "NEET (UG) प्रश्न पत्र",
};
const exam: Exam = {
  key: "neet",
  name: "NEET",
  facts,
  factsHi,
  marking: { correct: 4, wrong: -1 },
  sections: [
    { name: "Physics", nameHi: "भौतिकी", subjects: ["Physics"] },
    { name: "Botany", subjects: ["Botany"] },
  ],
  officialMinutes: 180,
  officialQuestions: 180,
  pattern: {
    year: 2025,
    notice: "NEET (UG) 2025 Information Bulletin, National Testing Agency",
    source: "neet.nta.nic.in",
    noticeHi: "NEET (UG) 2025 सूचना बुलेटिन, राष्ट्रीय परीक्षा एजेंसी",
    sourceHi: "neet.nta.nic.in; उस वर्ष का सूचना बुलेटिन देखें",
  },
};

describe("an exam in the interface language", () => {
  it("shows the English facts, notice and section names in English", () => {
    const shown = examInLanguage(exam, "en");
    expect(shown.facts).toBe(facts);
    expect(shown.pattern).toEqual({ year: 2025, notice: exam.pattern?.notice, source: "neet.nta.nic.in" });
    expect(shown.sections.map((s) => s.label)).toEqual(["Physics", "Botany"]);
  });

  it("shows the Hindi ones in Hindi, keeping each section's name as its key", () => {
    const shown = examInLanguage(exam, "hi");
    expect(shown.facts).toBe(factsHi);
    expect(shown.pattern).toMatchObject({ year: 2025, notice: exam.pattern?.noticeHi });
    expect(shown.pattern?.source).toBe(exam.pattern?.sourceHi);
    expect(shown.sections.map((s) => [s.name, s.label])).toEqual([
      ["Physics", "भौतिकी"],
      // no Hindi name: the English one
      ["Botany", "Botany"],
    ]);
  });

  it("falls back to the English facts for an exam written without Hindi", () => {
    const shown = examInLanguage({ ...exam, factsHi: null, pattern: null }, "hi");
    expect(shown.facts).toBe(facts);
    expect(shown.pattern).toBeNull();
  });
});
