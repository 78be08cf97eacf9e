import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/leaderboard.json";

/** The weekly leaderboard's words (src/client/i18n/locales/<language>/leaderboard.json). */
export const leaderboardMessages = defineCatalogue("leaderboard", english);
