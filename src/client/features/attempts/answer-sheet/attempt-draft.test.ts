import { describe, expect, it } from "vitest";
import { resumeSheet } from "./attempt-draft";

describe("resumeSheet", () => {
  const server = { answers: { "11": 2 }, marked: [12] };

  it("resumes from the server when the device has nothing unsent", () => {
    expect(resumeSheet(server, null)).toEqual({
      answers: { "11": 2 },
      marked: [12],
      visited: [],
      needsSync: false,
    });
    expect(
      resumeSheet(server, { answers: { "11": 1 }, marked: [], visited: [11, 12], dirty: false }),
    ).toEqual({
      answers: { "11": 2 },
      marked: [12],
      visited: [11, 12],
      needsSync: false,
    });
  });

  it("keeps the device's unsent changes (a cleared answer too) and sends them again", () => {
    expect(resumeSheet(server, { answers: { "13": 0 }, marked: [], visited: [11, 13], dirty: true })).toEqual(
      {
        answers: { "13": 0 },
        marked: [],
        visited: [11, 13],
        needsSync: true,
      },
    );
  });
});
