// A Vite plugin for the build, the prerender and the tests: each message catalogue
// (src/client/i18n/locales/<language>/<namespace>.json, ICU MessageFormat strings) is compiled when
// it is bundled, so the app ships Lingui's compiled form and not the message parser. A message that
// does not parse fails the build.
import { compileMessage } from "@lingui/message-utils/compileMessage";

export const CATALOGUE_FILE = /[\\/]i18n[\\/]locales[\\/](en|hi)[\\/][\w-]+\.json$/;

/** @returns {import("vite").Plugin} */
export function compileCatalogues() {
  return {
    name: "abhyas-compile-catalogues",
    enforce: "pre",
    transform(source, id) {
      const file = id.split("?")[0] ?? id;
      if (!CATALOGUE_FILE.test(file)) return null;
      /** @type {Record<string, string>} */
      const messages = JSON.parse(source);
      /** @type {Record<string, unknown>} */
      const compiled = {};
      for (const [key, message] of Object.entries(messages)) {
        try {
          compiled[key] = compileMessage(message);
        } catch (error) {
          throw new Error(`${file}: message "${key}" is not valid ICU MessageFormat: ${String(error)}`);
        }
      }
      return { code: `export default ${JSON.stringify(compiled)};`, map: null, moduleType: "js" };
    },
  };
}
