import { createContext, type ReactNode, useContext, useMemo } from "react";

/**
 * Whose question bank the bank screens (questions, papers, passages, CSV upload, import) work on: the site
 * admin's under /api/admin, the default, or an institute's under /api/institutes/{id}/bank
 * (decision 0059), whose routes take the admin's bodies. The base names the hooks' URLs and their
 * query keys, so the admin's cache and an institute's never mix.
 */
export type BankScope = {
  /** "/api/admin" or "/api/institutes/{id}/bank" */
  base: string;
  /** the institute whose bank this is; null for the site admin's */
  instituteId: number | null;
};

export const ADMIN_BANK: BankScope = { base: "/api/admin", instituteId: null };

const BankScopeContext = createContext<BankScope>(ADMIN_BANK);

export const instituteBankBase = (instituteId: number) => `/api/institutes/${instituteId}/bank`;

/** The bank screens inside it work on this institute's bank. */
export function InstituteBankScope({ instituteId, children }: { instituteId: number; children: ReactNode }) {
  const scope = useMemo(() => ({ base: instituteBankBase(instituteId), instituteId }), [instituteId]);
  return <BankScopeContext.Provider value={scope}>{children}</BankScopeContext.Provider>;
}

export function useBankScope(): BankScope {
  return useContext(BankScopeContext);
}

/**
 * True on the site admin's bank: the tools with no institute twin (key corrections, item analysis,
 * exports) show only there.
 */
export function useIsSiteBank(): boolean {
  return useBankScope().instituteId === null;
}
