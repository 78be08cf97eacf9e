import { Outlet } from "react-router";
import { RequireAuth } from "./require-auth";
import { SubNav } from "./sub-nav";
import { TopNav } from "./top-nav";

/** Signed-in pages: top nav, the shared sub-navigation, then the page. */
export function AppLayout({ subNav = true }: { subNav?: boolean }) {
  return (
    <RequireAuth>
      <TopNav />
      {subNav ? <SubNav /> : null}
      <main className="mx-auto max-w-6xl px-4 py-6">
        <Outlet />
      </main>
    </RequireAuth>
  );
}
