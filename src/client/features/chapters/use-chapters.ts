import { useLingui } from "@lingui/react";
import {
  chapterDetailSchema,
  chapterSetStartedSchema,
  type StartChapterSetBody,
  syllabusCoverageSchema,
} from "@shared/contract/chapters";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "@/lib/api-client";

export const syllabusQueryKey = (examType: string) => ["/api/exams", examType, "syllabus"] as const;
export const chapterQueryKey = (examType: string, chapter: string) =>
  ["/api/exams", examType, "chapters", chapter] as const;

/** GET /api/exams/{examType}/syllabus: the tree with the learner's coverage (counts only signed out). */
export function useSyllabusCoverage(examType: string) {
  return useQuery({
    queryKey: syllabusQueryKey(examType),
    queryFn: () => apiGet(`/api/exams/${encodeURIComponent(examType)}/syllabus`, syllabusCoverageSchema),
    // coverage changes with every submitted set: fetched again whenever the page shows
    refetchOnMount: "always",
  });
}

/** GET /api/exams/{examType}/chapters/{chapter}: counts, pace, and the learner's part. */
export function useChapterDetail(examType: string, chapter: string) {
  return useQuery({
    queryKey: chapterQueryKey(examType, chapter),
    queryFn: () =>
      apiGet(
        `/api/exams/${encodeURIComponent(examType)}/chapters/${encodeURIComponent(chapter)}`,
        chapterDetailSchema,
      ),
    refetchOnMount: "always",
  });
}

/** POST .../sets: a set of the chapter, already started; the caller opens the hall on its sheet. */
export function useStartChapterSet(examType: string, chapter: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartChapterSetBody) =>
      apiSend(
        "POST",
        `/api/exams/${encodeURIComponent(examType)}/chapters/${encodeURIComponent(chapter)}/sets`,
        body,
        chapterSetStartedSchema,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chapterQueryKey(examType, chapter) }),
  });
}

/** A syllabus name in the interface language: its Hindi when Hindi is on. */
export function useSyllabusName() {
  const { i18n } = useLingui();
  const hindi = i18n.locale === "hi";
  return (named: { name: string; nameHi: string }) => (hindi ? named.nameHi : named.name);
}
