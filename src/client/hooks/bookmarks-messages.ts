import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/bookmarks.json";

/** The bookmarks' words, for the bookmark toggle and the bookmarks page (src/client/i18n/locales/<language>/bookmarks.json). */
export const bookmarksMessages = defineCatalogue("bookmarks", english);
