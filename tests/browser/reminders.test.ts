import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { reminderPayloadSchema, reminderPublicKeySchema } from "@shared/contract/reminders";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PushServiceStandIn, startPushService } from "../../src/server/test-support/push-service";
import {
  type ApiUser,
  apiGetAs,
  apiSignIn,
  findQuiz,
  useSession as sessionInto,
  takeQuiz,
} from "./standing-api";
import { newPage, screenshot, scrollSettled, useBuiltApp, waitForServiceWorker } from "./support";

// the server's clock starts at 17:59 IST and runs on: review cards due today are announced from 18:00
const T0 = "2026-12-10T12:29:00.000Z";
const REMINDER_AT = Date.parse("2026-12-10T12:30:00.000Z");

/**
 * Reminders by web push, whole: the Account page turns them on, the job sends one at its time
 * (the server's controlled clock) to a push service on loopback that verifies and decrypts it, and
 * the service worker shows it and opens its page.
 */
describe("a reminder subscribed, sent by the job at its time, and opened", () => {
  // taken before the server starts: its clock cannot be ahead of T0 + (now - startedAt)
  const startedAt = Date.now();
  const app = useBuiltApp({ now: T0, env: { REMINDERS_INTERVAL_MS: "2000", JOBS_POLL_MS: "500" } });
  const serverNowAtMost = () => Date.parse(T0) + (Date.now() - startedAt);
  let push: PushServiceStandIn;
  let learner: ApiUser;

  beforeAll(async () => {
    const url = app.server.url;
    learner = await apiSignIn(url, {
      email: `zq-reminders-${randomBytes(4).toString("hex")}@reminders.test`,
      firstName: "Zq-Reminder",
    });
    // a practice quiz left blank: every question comes back as a review card due today
    const quiz = await findQuiz(url, "jee", 3);
    await takeQuiz(url, learner, quiz.id, () => undefined);
    const { publicKey } = await apiGetAs(
      url,
      learner,
      "/api/account/reminders/public-key",
      reminderPublicKeySchema,
    );
    push = await startPushService(publicKey);
  });
  afterAll(async () => {
    await push?.close();
  });

  it("keeps the embedded mode's VAPID keys in DATA_DIR, readable by the server's user alone", () => {
    const file = path.join(app.server.dataDir, "vapid-keys.json");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it("turns reminders on from the Account page, sends the review reminder at 18:00 IST and opens the review deck", async () => {
    const url = app.server.url;
    const { page, errors } = await newPage(app.browser, { viewport: { width: 1280, height: 800 } });
    const context = page.context();
    await sessionInto(context, url, learner);
    await context.grantPermissions(["notifications"], { origin: url });
    await page.goto(`${url}/account`);
    await waitForServiceWorker(page);
    const card = page.getByTestId("reminders-card");
    await card.getByText("Reminders are off in this browser.").waitFor();
    await expect(card.getByTestId("reminders-status").textContent()).resolves.toContain(
      "Browsers that receive them: 0.",
    );

    // "Turn on": permission is granted, then pushManager.subscribe needs the browser's push service
    // (Google's, for Chromium), which headless Chromium has none of: it refuses, and the card says so
    await card.getByRole("button", { name: "Turn on in this browser" }).click();
    await page
      .getByTestId("toast")
      .getByText("The browser's push service did not answer. Please try again later.")
      .waitFor();
    const probe = await page.evaluate(
      async (key) => {
        const registration = await navigator.serviceWorker.ready;
        try {
          await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
          return "subscribed";
        } catch (error) {
          return `${(error as Error).name}: ${(error as Error).message}`;
        }
      },
      (await apiGetAs(url, learner, "/api/account/reminders/public-key", reminderPublicKeySchema)).publicKey,
    );
    expect(probe).toMatch(/^AbortError/);

    // so the test registers the subscription the page would have posted (PushSubscription.toJSON()),
    // with keys it holds, pointing at the loopback push service
    const browser = push.subscribe();
    const posted = await page.evaluate(async (body) => {
      const res = await fetch("/api/account/reminders/subscriptions", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
        credentials: "include",
      });
      return res.status;
    }, browser.json);
    expect(posted).toBe(201);

    // every kind is off until ticked: tick the review cards, set quiet hours that do not cover 18:00
    await page.reload();
    await card.getByText("Browsers that receive them: 1.").waitFor();
    for (const box of await card.locator("input[data-kind]").all()) expect(await box.isChecked()).toBe(false);
    await card.getByLabel("Review cards due today (once a day, from 6 pm)").check();
    await card.getByLabel("No reminders during quiet hours").check();
    await card.getByTestId("quiet-start").fill("22:30");
    await card.getByTestId("quiet-end").fill("06:30");
    await card.getByRole("button", { name: "Save reminder settings" }).click();
    await page.getByText("Reminder settings saved").first().waitFor();
    await card.evaluate((el) => {
      // below the sticky app bar
      window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 72, behavior: "instant" });
    });
    await scrollSettled(page);
    await screenshot(page, "reminders-card-desktop");

    // nothing goes out while the server's clock is before 18:00 IST
    while (serverNowAtMost() < REMINDER_AT - 1000) {
      expect(push.received).toEqual([]);
      await new Promise((r) => setTimeout(r, 500));
    }
    const [delivered] = await push.waitFor(1, 60_000);
    expect(push.refused).toEqual([]);
    const message = reminderPayloadSchema.parse(JSON.parse(delivered?.text ?? "null"));
    expect(message).toMatchObject({
      kind: "review-due",
      title: "Review cards due today",
      url: "/review",
      lang: "en",
    });
    expect(message.body).toMatch(/^\d+ cards? (is|are) due for review today\.$/);

    // the push service hands the decrypted message to the browser's service worker (CDP)
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${url}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send("ServiceWorker.enable");
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin: url,
      registrationId: await registrationId,
      data: delivered?.text ?? "",
    });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          data: n.data as unknown,
          tag: n.tag,
        })),
      );
    await expect
      .poll(shown, { timeout: 10_000 })
      .toEqual([{ title: message.title, body: message.body, data: { url: "/review" }, tag: message.tag }]);

    // a click: Chromium has no command to click a notification, so the worker is sent the
    // notificationclick event for the notification it shows; the open tab goes to the review deck
    const [worker] = context.serviceWorkers();
    expect(worker).toBeDefined();
    await worker?.evaluate(async () => {
      const scope = self as unknown as ServiceWorkerGlobalScope;
      const [notification] = await scope.registration.getNotifications();
      if (!notification) throw new Error("no notification shown");
      scope.dispatchEvent(new NotificationEvent("notificationclick", { notification }));
    });
    await page.waitForURL(`${url}/review`);
    await expect.poll(shown).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it("shows the Reminders card on a phone, in English and Hindi", async () => {
    const url = app.server.url;
    for (const [locale, name, heading] of [
      ["en-IN", "reminders-card-phone", "Reminders"],
      ["hi-IN", "reminders-card-phone-hi", "रिमाइंडर"],
    ] as const) {
      const { page, errors } = await newPage(app.browser, { mobile: true, locale });
      await sessionInto(page.context(), url, learner);
      await page.goto(`${url}/account`);
      const card = page.getByTestId("reminders-card");
      await card.getByRole("heading", { name: heading }).waitFor();
      await card.getByTestId("reminder-settings").waitFor();
      await card.evaluate((el) => {
        // below the sticky app bar
        window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 72, behavior: "instant" });
      });
      await scrollSettled(page);
      await screenshot(page, name);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});
