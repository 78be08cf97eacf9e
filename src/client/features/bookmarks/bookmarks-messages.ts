import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/bookmarks.json";

/** The bookmarks page's words (src/client/i18n/locales/<language>/bookmarks.json). */
export const bookmarksMessages = defineCatalogue("bookmarks", english);
