import type { LiveTestPhase } from "@shared/contract/live-tests";
import english from "@/i18n/locales/en/admin-live-tests.json";
import type { liveTestsMessages } from "@/features/live-tests/live-tests-messages";
import { defineAdminCatalogue } from "./admin-catalogue";

/** The admin panel's live-test words (src/client/i18n/locales/<language>/admin-live-tests.json). */
export const adminLiveTestsMessages = defineAdminCatalogue("admin-live-tests", english);

type LiveTestsKey = NonNullable<(typeof liveTestsMessages)["keys"]>;

/** A live test's phase as learners read it (the learners' live-tests catalogue). */
export const PHASE_KEYS = {
  upcoming: "phaseUpcoming",
  running: "phaseRunning",
  ended: "phaseEnded",
} as const satisfies Record<LiveTestPhase, LiveTestsKey>;
