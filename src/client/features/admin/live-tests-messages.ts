import type { LiveTestPhase } from "@shared/contract/live-tests";
import english from "@/i18n/locales/en/admin-live-tests.json";
import { defineAdminCatalogue } from "./admin-catalogue";

/** The admin panel's live-test words (src/client/i18n/locales/<language>/admin-live-tests.json). */
export const adminLiveTestsMessages = defineAdminCatalogue("admin-live-tests", english);

/** Each live test phase's label. */
export const PHASE_KEYS = {
  upcoming: "phaseUpcoming",
  running: "phaseRunning",
  ended: "phaseEnded",
} as const satisfies Record<LiveTestPhase, keyof typeof english>;
