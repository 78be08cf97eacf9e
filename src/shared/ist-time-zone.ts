/** India Standard Time's zone: on its own so a client module can name it without the date library. */
export const IST_TIME_ZONE = "Asia/Kolkata";
