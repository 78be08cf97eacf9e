import { QueryClient } from "@tanstack/react-query";
import { prerender } from "react-dom/static";
import { AppRoot } from "@/app/app-root";
import { loadMatchedRoutes } from "@/app/router";
import { activateLanguage } from "@/i18n/i18n";
import type { Language } from "@/i18n/language";
import { queryClient as browserQueryClient } from "@/lib/query-client";

/** The landing page in each language: English at /landing, Hindi at /hi/landing. */
export const LANDING_PATHS: Record<Language, string> = { en: "/landing", hi: "/hi/landing" };

/**
 * The markup inside #root for /landing, as the browser's first render makes it for a signed-out
 * visitor: the same tree (AppRoot) at the same path, with a fresh query cache, so the leaderboard
 * is in its loading state and nothing is fetched. Run at build time by scripts/prerender.mjs.
 */
export async function renderLanding(language: Language = "en"): Promise<string> {
  const landingPath = LANDING_PATHS[language];
  await Promise.all([loadMatchedRoutes(landingPath), activateLanguage(language)]);
  const queryClient = new QueryClient({ defaultOptions: browserQueryClient.getDefaultOptions() });
  try {
    // prerender (not renderToString) waits for any lazy part to finish, so no Suspense boundary is left open
    const { prelude } = await prerender(<AppRoot path={landingPath} queryClient={queryClient} />);
    return await new Response(prelude).text();
  } finally {
    queryClient.clear();
  }
}
