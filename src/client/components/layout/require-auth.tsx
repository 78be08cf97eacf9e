import { returnToQuery } from "@shared/return-to";
import type { ReactNode } from "react";
import { useAuth } from "@/hooks/use-auth";
import { useT } from "@/i18n/use-t";
import { Navigate, useLocation } from "@/lib/router";
import { layoutMessages } from "./layout-messages";
import { PageLoading } from "./page-state";

/** Signed-out visitors go to the public landing page, whose sign-in brings them back here. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const t = useT(layoutMessages);
  const { isLoading, isAuthenticated } = useAuth();
  const location = useLocation();
  if (isLoading) return <PageLoading label={t("loading")} />;
  if (!isAuthenticated)
    return <Navigate to={`/landing${returnToQuery(location.pathname + location.search)}`} replace />;
  return <>{children}</>;
}
