import {
  CHAPTER_SET_SIZES,
  type ChapterDetail,
  type ChapterSet,
  type StartChapterSetBody,
} from "@shared/contract/chapters";
import type { Difficulty } from "@shared/contract/common";
import { Layers, RotateCcw, Sparkles } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { goToLogin, useAuth } from "@/hooks/use-auth";
import { translate } from "@/i18n/i18n";
import { useT } from "@/i18n/use-t";
import { ApiError } from "@/lib/api-client";
import { formatDate, formatNumber } from "@/lib/indian-formats";
import { Link, useNavigate } from "@/lib/router";
import { cn } from "@/lib/utils";
import { chaptersMessages } from "./chapters-messages";
import { useStartChapterSet } from "./use-chapters";

const SIZES = [5, CHAPTER_SET_SIZES.default, 15, 20] as const;
const LEVELS: Difficulty[] = ["easy", "medium", "hard"];

/** The three ways to practise a chapter; each starts a set and opens it in the practice hall. */
export function ChapterPractice({ detail }: { detail: ChapterDetail }) {
  const t = useT(chaptersMessages);
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const start = useStartChapterSet(detail.examType, detail.slug);
  const [size, setSize] = useState<number>(CHAPTER_SET_SIZES.default);
  const { learner } = detail;
  const begin = (body: Omit<StartChapterSetBody, "size">) =>
    start.mutate(
      { ...body, size },
      {
        onSuccess: ({ sheet }) => navigate(`/quiz/${sheet.quizId}?attempt=${sheet.attemptId}`),
        onError: (error) =>
          toast({
            title: translate(chaptersMessages, "startFailed"),
            description:
              error instanceof ApiError ? error.serverMessage : translate(chaptersMessages, "tryAgain"),
            variant: "destructive",
          }),
      },
    );
  if (!isAuthenticated)
    return (
      <Card tone="info">
        <CardHeader>
          <h2 className="text-lg font-semibold">{t("practiseTitle")}</h2>
        </CardHeader>
        <CardContent className="space-y-3">
          <p className="text-sm">{t("signInText")}</p>
          <Button onClick={() => goToLogin()}>{t("signInToPractise")}</Button>
        </CardContent>
      </Card>
    );
  const untried = learner?.untried ?? detail.total;
  const mistakes = learner?.mistakes ?? 0;
  const busy = start.isPending;
  return (
    <Card>
      <CardHeader>
        <h2 className="mb-2 text-lg font-semibold text-slate-900">{t("practiseTitle")}</h2>
        <label className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
          {t("setSize")}
          <select
            className="rounded-md border border-slate-300 bg-white px-2 py-1"
            value={size}
            onChange={(event) => setSize(Number(event.target.value))}
            data-testid="set-size"
          >
            {SIZES.map((n) => (
              <option key={n} value={n}>
                {formatNumber(n)}
              </option>
            ))}
          </select>
        </label>
      </CardHeader>
      <CardContent className="space-y-3">
        <Way
          icon={<Sparkles className="h-5 w-5" aria-hidden />}
          title={t("untriedFirst")}
          text={t("untriedText", { count: untried })}
        >
          <Button
            onClick={() => begin({ mode: "untried" })}
            disabled={busy || detail.total === 0}
            data-testid="start-untried"
          >
            {busy ? t("starting") : t("untriedFirst")}
          </Button>
        </Way>
        <Way
          icon={<RotateCcw className="h-5 w-5" aria-hidden />}
          title={t("mistakesAgain")}
          text={t("mistakesText", { count: mistakes })}
        >
          <Button
            variant="outline"
            onClick={() => begin({ mode: "mistakes" })}
            disabled={busy || mistakes === 0}
            data-testid="start-mistakes"
          >
            {t("mistakesAgain")}
          </Button>
        </Way>
        <Way
          icon={<Layers className="h-5 w-5" aria-hidden />}
          title={t("byDifficultyTitle")}
          text={t("byDifficultyText")}
        >
          <div className="flex flex-wrap gap-2">
            {LEVELS.map((level) => (
              <Button
                key={level}
                variant="outline"
                size="sm"
                onClick={() => begin({ mode: "difficulty", difficulty: level })}
                disabled={busy || detail.byDifficulty[level] === 0}
                data-testid={`start-${level}`}
              >
                {t("startDifficulty", {
                  level: t(level),
                  count: detail.byDifficulty[level],
                  formatted: formatNumber(detail.byDifficulty[level]),
                })}
              </Button>
            ))}
          </div>
        </Way>
      </CardContent>
    </Card>
  );
}

function Way({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 sm:flex-row sm:flex-wrap sm:items-center">
      <div className="flex min-w-[15rem] flex-1 gap-3">
        <span className="mt-0.5 text-blue-800">{icon}</span>
        <div>
          <h3 className="font-medium text-slate-900">{title}</h3>
          <p className="text-sm text-slate-700">{text}</p>
        </div>
      </div>
      <div className="sm:shrink-0">{children}</div>
    </div>
  );
}

/** The learner's latest sets of the chapter: how each was chosen, its score or a way back into it. */
export function RecentSets({ sets }: { sets: ChapterSet[] }) {
  const t = useT(chaptersMessages);
  const modeLabel = (set: ChapterSet) =>
    set.mode === "untried"
      ? t("modeUntried")
      : set.mode === "mistakes"
        ? t("modeMistakes")
        : t("modeDifficulty", { level: t(set.difficulty ?? "medium") });
  return (
    <Card>
      <CardHeader>
        <h2 className="text-base font-semibold text-slate-900">{t("recentSets")}</h2>
      </CardHeader>
      <CardContent>
        {sets.length === 0 ? (
          <p className="text-sm text-slate-700">{t("noSetsYet")}</p>
        ) : (
          <ul className="space-y-2" data-testid="recent-sets">
            {sets.map((set) => (
              <li key={set.attemptId} className="flex items-center justify-between gap-2 text-sm">
                <div>
                  <p className="font-medium text-slate-900">{modeLabel(set)}</p>
                  <p className="text-xs text-slate-700">
                    {formatDate(set.startedAt)} ·{" "}
                    {set.submittedAt === null
                      ? t("setOpen")
                      : t("setScore", {
                          correct: formatNumber(set.correct ?? 0),
                          questions: formatNumber(set.questions),
                        })}
                  </p>
                </div>
                <Link
                  to={
                    set.submittedAt === null
                      ? `/quiz/${set.quizId}?attempt=${set.attemptId}`
                      : `/results/${set.attemptId}`
                  }
                  className={cn(buttonVariants({ variant: "outline", size: "sm" }))}
                >
                  {set.submittedAt === null ? t("resumeSet") : t("viewResult")}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
