import { useLingui } from "@lingui/react";
import type { Catalogue, MessageValues } from "./i18n";

/**
 * The translate function for one namespace: `t("signIn")`, `t("questions", { count })`. Keys are
 * checked against the English catalogue; the component renders again when the language changes.
 */
export function useT<K extends string>(catalogue: Catalogue<K>) {
  const { i18n } = useLingui();
  return (key: K, values?: MessageValues) => i18n._(`${catalogue.namespace}.${key}`, values);
}
