import { authUserSchema, demoAccountsResponseSchema } from "@shared/contract/auth";
import { safeReturnTo } from "@shared/return-to";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { authMessages } from "@/hooks/auth-messages";
import { authUserQueryKey } from "@/hooks/use-auth";
import { translate } from "@/i18n/i18n";
import { useT } from "@/i18n/use-t";
import { ApiError, apiGet, apiSend } from "@/lib/api-client";
import { queryClient } from "@/lib/query-client";
import { useNavigate, useSearchParams } from "@/lib/router";

type Role = "learner" | "premium" | "admin";

/** Embedded mode only: stands in for Google sign-in, clearly labelled as a demo. */
export default function DemoSignInPage() {
  const t = useT(authMessages);
  const navigate = useNavigate();
  // where the learner was going before sign-in: only a path on this site (see safeReturnTo)
  const returnTo = safeReturnTo(useSearchParams()[0].get("returnTo")) ?? "/";
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("learner");
  const [error, setError] = useState<string | null>(null);
  const accounts = useQuery({
    queryKey: ["/api/auth/demo-accounts"],
    queryFn: () => apiGet("/api/auth/demo-accounts", demoAccountsResponseSchema),
  });
  const signIn = useMutation({
    mutationFn: (body: { email: string; role: Role }) =>
      apiSend("POST", "/api/auth/demo", body, authUserSchema),
    onSuccess: (user) => {
      queryClient.clear();
      queryClient.setQueryData(authUserQueryKey, user);
      navigate(returnTo, { replace: true });
    },
    onError: (e) => {
      const failed = translate(authMessages, "signInFailed");
      const message = e instanceof ApiError ? e.serverMessage : failed;
      setError(message);
      toast({ title: failed, description: message, variant: "destructive" });
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!email.trim()) {
      setError(t("typeEmail"));
      return;
    }
    signIn.mutate({ email: email.trim(), role });
  };

  return (
    <main className="mx-auto max-w-2xl px-4 py-10">
      <Badge variant="premium">{t("demoBadge")}</Badge>
      <h1 className="mt-3 text-2xl font-bold">{t("demoTitle")}</h1>
      <p className="mt-2 text-slate-700">{t("demoIntro")}</p>
      {accounts.isError ? (
        <p role="alert" className="mt-6 text-red-800">
          {t("demoUnavailable")}
        </p>
      ) : null}
      <div className="mt-6 grid gap-3">
        {accounts.data?.accounts.map((a) => (
          <Card key={a.email}>
            <CardHeader>
              <CardTitle>
                {a.firstName} {a.lastName}{" "}
                <span className="text-sm font-normal text-slate-600">({a.role})</span>
              </CardTitle>
            </CardHeader>
            <CardContent className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-700">{a.description}</p>
              <Button
                onClick={() => signIn.mutate({ email: a.email, role: a.role })}
                disabled={signIn.isPending}
                aria-label={t("continueAsLabel", { name: `${a.firstName} ${a.lastName}` })}
              >
                {t("continueAs", { firstName: a.firstName })}
              </Button>
            </CardContent>
          </Card>
        ))}
      </div>
      <form
        onSubmit={submit}
        className="mt-8 grid gap-3 rounded-xl border border-slate-200 bg-white p-5"
        noValidate
      >
        <h2 className="font-semibold">{t("ownEmail")}</h2>
        <label className="grid gap-1 text-sm font-medium" htmlFor="demo-email">
          {t("email")}
          <input
            id="demo-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className="h-10 rounded-lg border border-slate-300 px-3 font-normal"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? "demo-email-error" : undefined}
          />
        </label>
        <label className="grid gap-1 text-sm font-medium" htmlFor="demo-role">
          {t("role")}
          <select
            id="demo-role"
            value={role}
            onChange={(e) => setRole(e.target.value as Role)}
            className="h-10 rounded-lg border border-slate-300 px-3 font-normal"
          >
            <option value="learner">{t("roleLearner")}</option>
            <option value="premium">{t("rolePremium")}</option>
            <option value="admin">{t("roleAdmin")}</option>
          </select>
        </label>
        {error ? (
          <p id="demo-email-error" role="alert" className="text-sm text-red-800">
            {error}
          </p>
        ) : null}
        <Button type="submit" disabled={signIn.isPending}>
          {t("signIn")}
        </Button>
      </form>
    </main>
  );
}
