import path from "node:path";
import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectErrorMessages } from "~/server/test-support/error-message-sources";
import { insertExams } from "~/server/test-support/quiz-fixtures";
import { createTestApp, signIn, type TestApp } from "~/server/test-support/test-app";
import { fieldLabel } from "~/shared/contract/field-label";
import { LANGUAGE_COOKIE } from "~/shared/language-negotiation";
import { PREMIUM_REQUIRED } from "./auth-guard";
import {
  HINDI,
  KEPT_IN_ENGLISH,
  placeholdersOf,
  requestLanguage,
  translateError,
  VALUE_WORDS,
} from "./error-language";

const DEVANAGARI = /[\u0900-\u097F]/;
const ROOT = path.resolve(import.meta.dirname, "../../..");

/**
 * Throw sites whose message the collector cannot follow, and where their texts are collected instead:
 * the helpers pass their caller's message on, and a rate limit's message is its `message:` in rate-limit.ts.
 */
const PASSED_ON = [
  "src/server/http/errors.ts message",
  "src/server/http/rate-limit.ts limit.message",
  // a question's schema, picked by its type, hands on its own messages (each checked here)
  "src/shared/contract/bank.ts issue.message",
];

/** Texts built from a parameter of the contract (`must be ${name}`), with every value they are built from. */
const BUILT_FROM_PARAMETERS: Record<string, string[]> = {
  "must be {}": [
    "must be a whole number from 0 to 4 (the index of the correct option)",
    "must be option indexes from 0 to 4",
  ],
  "must be a number ({})": [
    "must be a number (the smallest accepted value)",
    "must be a number (the largest accepted value)",
  ],
  "must be a finite number ({})": [
    "must be a finite number (the smallest accepted value)",
    "must be a finite number (the largest accepted value)",
  ],
};

describe("every error message has its Hindi", () => {
  const collected = collectErrorMessages(ROOT);

  it("follows every throw site to its texts", () => {
    const unexplained = collected.unresolved.filter(
      (site) => !PASSED_ON.includes(site.replace(/:\d+ /, " ")),
    );
    expect(unexplained).toEqual([]);
    // The collector finds what it should: a sample of each kind of source.
    for (const known of [
      "Quiz Not Found", // a contract constant
      "The time for this attempt is over",
      "No quiz with id {}", // a template
      "answers.{}: must not choose the same option twice", // a domain function's text behind a field
      "Full mock tests beyond the first of each exam need Monthly or Annual", // a function's constant
      "Too many uploads. Please wait a minute and try again.", // a rate limit
      "must be at most {} characters", // a zod check
      "is required", // a zod `error:`
      "Not found", // a helper's default
      "Request body is too large", // CLIENT_MESSAGES
      "body: is not valid JSON", // the handler's own
      "Not found: {} {}", // the API's 404
    ])
      expect(collected.messages.has(known), known).toBe(true);
  });

  it("has a Hindi text for every message the server can send", () => {
    const missing: string[] = [];
    for (const [english, where] of collected.messages) {
      const built = BUILT_FROM_PARAMETERS[english];
      for (const text of built ?? [english]) {
        if (KEPT_IN_ENGLISH.has(text)) continue;
        const hindi = translateError(text, "hi");
        if (hindi === text || !DEVANAGARI.test(hindi)) missing.push(`${text}  (${where})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("keeps in English only messages the server sends, each with its Hindi ready", () => {
    for (const english of KEPT_IN_ENGLISH) {
      expect(collected.messages.has(english), english).toBe(true);
      expect(HINDI[english], english).toMatch(DEVANAGARI);
      expect(translateError(english, "hi")).toBe(english);
    }
    // The analytics page keys its premium lock on this text.
    expect(translateError(PREMIUM_REQUIRED, "hi")).toBe("Premium subscription required");
  });

  it("writes every Hindi entry in Devanagari with the English's values", () => {
    for (const [english, hindi] of Object.entries(HINDI)) {
      expect(hindi, english).toMatch(DEVANAGARI);
      expect(placeholdersOf(hindi).sort(), english).toEqual(placeholdersOf(english).sort());
      for (const name of placeholdersOf(hindi)) if (VALUE_WORDS[name]) expect(english).toContain(`{${name}}`);
    }
    for (const words of Object.values(VALUE_WORDS))
      for (const word of Object.values(words)) expect(word).toMatch(DEVANAGARI);
  });
});

describe("translateError", () => {
  it("leaves English as it is", () => {
    expect(translateError("Quiz Not Found", "en")).toBe("Quiz Not Found");
    expect(translateError("quizId: there is no quiz with id 5", "en")).toBe(
      "quizId: there is no quiz with id 5",
    );
  });

  it("keeps the values inside the Hindi and words the ones that are words", () => {
    expect(translateError("No quiz with id 42", "hi")).toBe("आईडी 42 का कोई क्विज़ नहीं है");
    // a moment as the server names it, in Hindi with the part of the day instead of am/pm
    expect(translateError("This live test opens at 24 Nov 2026, 10:00 am IST", "hi")).toBe(
      "यह लाइव टेस्ट 24 नव॰ 2026, सुबह 10:00 IST पर खुलेगा",
    );
    expect(translateError("This live test ended at 1 Sept 2026, 11:30 pm IST", "hi")).toBe(
      "यह लाइव टेस्ट 1 सित॰ 2026, रात 11:30 IST पर समाप्त हो चुका है",
    );
    expect(translateError("Key and score published at 24 Nov 2026, 12:05 pm IST", "hi")).toBe(
      "उत्तर कुंजी और अंक 24 नव॰ 2026, दोपहर 12:05 IST पर प्रकाशित होंगे",
    );
    expect(translateError("3 questions share this passage: detach them first", "hi")).toBe(
      "3 प्रश्न इस गद्यांश का उपयोग करते हैं: पहले उन्हें अलग करें",
    );
  });

  it("translates a field's message in its two parts, the more specific pattern first", () => {
    expect(translateError("options.2: must be at most 500 characters", "hi")).toBe(
      "विकल्प C: अधिकतम 500 अक्षरों का होना चाहिए",
    );
    expect(translateError("answers.17: must choose at least one option", "hi")).toBe(
      "answers.17: कम से कम एक विकल्प चुनना आवश्यक है",
    );
    expect(translateError("examDate: is required", "hi")).toBe("परीक्षा की तिथि: आवश्यक है");
  });

  it("sends a message without an entry in English, whole", () => {
    expect(translateError("Something new went wrong", "hi")).toBe("Something new went wrong");
    expect(translateError("examDate: is something new", "hi")).toBe("examDate: is something new");
  });

  it("reads the chosen language from the parsed cookies, else from the Cookie header, else Accept-Language", () => {
    const request = (headers: Record<string, string>, cookies?: Record<string, string>) =>
      ({ headers, cookies }) as unknown as FastifyRequest;
    expect(requestLanguage(request({}, { [LANGUAGE_COOKIE]: "hi" }))).toBe("hi");
    expect(requestLanguage(request({ cookie: `a=1; ${LANGUAGE_COOKIE}=hi` }))).toBe("hi");
    expect(requestLanguage(request({ "accept-language": "hi-IN", cookie: `${LANGUAGE_COOKIE}=en` }))).toBe(
      "en",
    );
    expect(requestLanguage(request({ "accept-language": "hi-IN" }, {}))).toBe("hi");
    expect(requestLanguage(request({}))).toBe("en");
  });

  it("names list items in Hindi and leaves the English labels as they were", () => {
    expect(fieldLabel("options.2")).toBe("Option C");
    expect(fieldLabel("optionsHi.0")).toBe("Hindi option A");
    expect(fieldLabel("options.2", "hi")).toBe("विकल्प C");
    expect(fieldLabel("optionsHi.0", "hi")).toBe("हिंदी विकल्प A");
    expect(fieldLabel("quizId", "hi")).toBe("quizId");
  });
});

describe("error messages in the request's language (API)", () => {
  let t: TestApp;
  const hindi = `${LANGUAGE_COOKIE}=hi`;

  beforeAll(async () => {
    t = await createTestApp({ now: "2026-11-18T06:00:00Z" });
    await insertExams(t.ctx.db);
  });
  afterAll(() => t.close());

  it("answers a 404 in Hindi to the Hindi cookie and in English without it", async () => {
    const hi = await t.app.inject({ method: "GET", url: "/api/exams/nope", headers: { cookie: hindi } });
    expect(hi.statusCode).toBe(404);
    expect(hi.json()).toEqual({ message: "परीक्षा नहीं मिली" });
    expect(hi.headers.vary).toContain("Accept-Language, Cookie");
    const en = await t.app.inject({ method: "GET", url: "/api/exams/nope" });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ message: "Exam Not Found" });
  });

  it("takes Accept-Language when no language was chosen, and the chosen one over it", async () => {
    const byHeader = await t.app.inject({
      method: "GET",
      url: "/api/no-such-route",
      headers: { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" },
    });
    expect(byHeader.statusCode).toBe(404);
    expect(byHeader.json()).toEqual({ message: "नहीं मिला: GET /api/no-such-route" });
    const chosen = await t.app.inject({
      method: "GET",
      url: "/api/no-such-route",
      headers: { "accept-language": "hi", cookie: `${LANGUAGE_COOKIE}=en` },
    });
    expect(chosen.json()).toEqual({ message: "Not found: GET /api/no-such-route" });
  });

  it("answers a 401 in Hindi", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/user/settings", headers: { cookie: hindi } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "अनधिकृत: कृपया साइन इन करें" });
  });

  it("answers a validation 400 in Hindi with the same field (zod's own Hindi for zod's own message)", async () => {
    const learner = await signIn(t.app);
    const send = (cookie: string) =>
      t.app.inject({
        method: "PATCH",
        url: "/api/user/preferences",
        headers: { cookie },
        payload: { language: "fr" },
      });
    const en = await send(learner.cookie);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      message: 'language: Invalid option: expected one of "en"|"hi"',
      field: "language",
    });
    const hi = await send(`${learner.cookie}; ${hindi}`);
    expect(hi.statusCode).toBe(400);
    expect(hi.json()).toEqual({
      message: 'भाषा: अमान्य विकल्प: अपेक्षित मानों में से एक "en"|"hi"',
      field: "language",
    });
  });

  it("answers a route's 400 with a field in Hindi, keeping the field", async () => {
    const premium = await signIn(t.app, { role: "premium" });
    const send = (cookie: string) =>
      t.app.inject({
        method: "PUT",
        url: "/api/user/study-plan",
        headers: { cookie },
        payload: { examType: "ssc", examDate: "2026-11-01" },
      });
    const en = await send(premium.cookie);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ message: "Exam date must be after today", field: "examDate" });
    const hi = await send(`${premium.cookie}; ${hindi}`);
    expect(hi.statusCode).toBe(400);
    expect(hi.json()).toEqual({ message: "परीक्षा की तिथि आज के बाद की होनी चाहिए", field: "examDate" });
  });

  it("answers a refused cross-site request in Hindi", async () => {
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/user/preferences",
      headers: { cookie: hindi, origin: "https://elsewhere.example" },
      payload: { language: "hi" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: "किसी अन्य साइट से आया अनुरोध अस्वीकार किया गया" });
  });

  it("answers Fastify's own 400 for broken JSON in Hindi", async () => {
    const learner = await signIn(t.app);
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/user/preferences",
      headers: { cookie: `${learner.cookie}; ${hindi}`, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "body: मान्य JSON नहीं है" });
  });
});
