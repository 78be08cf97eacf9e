import { Outlet } from "@/lib/router";
import { RequireAuth } from "./require-auth";
import { SubNav } from "./sub-nav";
import { TopNav } from "./top-nav";
import { useScrollToHash } from "./use-scroll-to-hash";

/** Signed-in pages: top nav, the shared sub-navigation, then the page. */
export function AppLayout({ subNav = true }: { subNav?: boolean }) {
  useScrollToHash();
  return (
    <RequireAuth>
      <TopNav withSubNav={subNav} />
      {subNav ? <SubNav /> : null}
      <main className="mx-auto max-w-6xl px-4 py-6">
        <Outlet />
      </main>
    </RequireAuth>
  );
}
