import { createQuestionBodySchema } from "@shared/contract/admin";
import { afterEach, describe, expect, it } from "vitest";
import { activateLanguage } from "@/i18n/i18n";
import { ApiError } from "@/lib/api-client";
import { checkBody, serverFieldErrors, serverMessage } from "./form-errors";

const refused = (message: string, field?: string) => new ApiError(400, message, field);

describe("admin messages name fields as the panel labels them", () => {
  afterEach(() => activateLanguage("en"));

  it("a server refusal names its field, and any field inside it, by the panel's label", () => {
    const window = refused("endsAt: must leave at least the paper's 3 minutes after startsAt", "endsAt");
    expect(serverMessage(window)).toBe(
      "Ends (IST): must leave at least the paper's 3 minutes after Starts (IST)",
    );
    expect(serverFieldErrors(window)).toEqual({
      endsAt: "must leave at least the paper's 3 minutes after Starts (IST)",
    });
    const numerical = refused(
      "numericAnswer: is required for a numerical question (the accepted value, or the smallest and largest accepted)",
      "numericAnswer",
    );
    expect(serverMessage(numerical)).toBe(
      "Correct value: is required for a numerical question (the accepted value, or the smallest and largest accepted)",
    );
    // a list item keeps its place's name; a message without a field stays whole
    expect(serverMessage(refused("Option C: must not be blank", "options.2"))).toBe(
      "Option C: must not be blank",
    );
    expect(serverMessage(refused("Admin access required"))).toBe("Admin access required");
  });

  it("the browser's own check names the field by its label, and four empty options as empty", () => {
    const checked = checkBody(createQuestionBodySchema, {
      question: " ",
      options: ["", "", "", ""],
      correctAnswer: 0,
      quizId: 1,
    });
    expect(checked.errors).toMatchObject({
      question: "must not be blank",
      options: "are empty: write the text of each option",
    });
    expect(checked.data === null && checked.first).toBe("Question: must not be blank");
    expect(JSON.stringify(checked.errors)).not.toContain("same option twice");
  });

  it("in Hindi, the server's Hindi message is named by the Hindi label", async () => {
    await activateLanguage("hi");
    const window = refused("endsAt: startsAt के बाद होना चाहिए", "endsAt");
    expect(serverMessage(window)).toBe("समाप्ति (भारतीय समय): आरंभ (भारतीय समय) के बाद होना चाहिए");
    expect(serverMessage(refused("विकल्प C: रिक्त नहीं होना चाहिए", "options.2"))).toBe(
      "विकल्प C: रिक्त नहीं होना चाहिए",
    );
  });
});
