import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useAuth } from "@/features/auth/use-auth";
import { PageLoading } from "./page-state";

/** Signed-out visitors go to the public landing page. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <PageLoading label="Loading..." />;
  if (!isAuthenticated) return <Navigate to="/landing" replace />;
  return <>{children}</>;
}
