import type { Recommendation } from "@shared/contract/standing";
import type { MessageValues } from "@/i18n/i18n";
import { useT } from "@/i18n/use-t";
import { useContentName } from "@/lib/content-language";
import { analyticsMessages } from "./analytics-messages";

type Words = (key: NonNullable<(typeof analyticsMessages)["keys"]>, values?: MessageValues) => string;

/** One piece of the server's advice worded in the reader's language, with subjects and topics named in it. */
export function recommendationText(r: Recommendation, t: Words, name: (english: string) => string): string {
  switch (r.kind) {
    case "take_a_quiz":
      return t("recTakeAQuiz");
    case "revise_topic": {
      const values = {
        topic: name(r.topic),
        subject: name(r.subject),
        accuracy: r.accuracy,
        answered: r.answered,
      };
      return t(r.topicNamesSubject ? "recReviseTopic" : "recReviseTopicIn", values);
    }
    case "start_subject":
      return t("recStartSubject", { subject: name(r.subject) });
    case "keep_practising":
      return t("recKeepPractising", { subject: name(r.subject), score: r.score });
    case "answer_more":
      return t("recAnswerMore", { minimum: r.minimum });
  }
}

/** For a component: words a recommendation, again when the language changes. */
export function useRecommendationText(): (r: Recommendation) => string {
  const t = useT(analyticsMessages);
  const contentName = useContentName();
  return (r) => recommendationText(r, t, contentName);
}
