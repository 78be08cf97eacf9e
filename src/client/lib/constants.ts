/** Business constants from the spec, in one place. */
export const LEADERBOARD_REFRESH_MS = 30_000;
export const YOU_ROW_RANK_THRESHOLD = 10;
export const LOGIN_REDIRECT_DELAY_MS = 500;
export const POST_SUBMIT_REDIRECT_MS = 2000;
export const INSTALL_DISMISS_DAYS = 7;
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;
/** a confirmation of the learner's own tap (bookmarked, removed): brief, it only acknowledges */
export const CONFIRMATION_TOAST_MS = 2500;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const SUPPORT_EMAIL = "help@abhyas.in";
export const CONTACT_EMAIL = "contact@abhyas.in";
