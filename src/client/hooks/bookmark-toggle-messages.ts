import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/bookmark-toggle.json";

/**
 * The bookmark toggle's toasts (src/client/i18n/locales/<language>/bookmark-toggle.json), which the
 * exam hall loads: the bookmarks page's own words are a catalogue of their own.
 */
export const bookmarkToggleMessages = defineCatalogue("bookmark-toggle", english);
