import type { QuestionStructure } from "@shared/contract/question-structure";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import type { FieldErrors } from "./form-errors";
import { FieldError } from "./form-field";
import { adminQuestionsMessages } from "./questions-messages";
import { nextMark } from "./structure-drafts";
import { MatchListFields, TableFields } from "./structure-list-fields";
import { MarkedEntry, type PartsProps, TextPart } from "./structure-part-fields";

type Of<K extends QuestionStructure["kind"]> = Extract<QuestionStructure, { kind: K }>;

/**
 * A structured question's parts as fields, in English or (under the Hindi version) in Hindi:
 * assertion and reason, numbered statements, two lists to match, or a table.
 */
export function StructureFields({
  idPrefix,
  value,
  onChange,
  errors,
  errorKey,
}: {
  idPrefix: string;
  value: QuestionStructure;
  onChange: (value: QuestionStructure) => void;
  errors: FieldErrors;
  errorKey: "structure" | "structureHi";
}) {
  const t = useT(adminQuestionsMessages);
  const isHindi = errorKey === "structureHi";
  const common = {
    idPrefix: `${idPrefix}-${isHindi ? "structure-hi" : "structure"}`,
    errorOf: (path: string) => errors[`${errorKey}.${path}`],
    label: (text: string) => (isHindi ? t("partsInHindi", { part: text }) : text),
  };
  const wholeError = errors[errorKey];
  return (
    <div
      className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
      data-testid={common.idPrefix}
    >
      {wholeError ? <FieldError label={t("layout")} message={wholeError} /> : null}
      {value.kind === "assertion-reason" ? (
        <AssertionReasonFields {...common} value={value} onChange={onChange} />
      ) : value.kind === "statements" ? (
        <StatementsFields {...common} value={value} onChange={onChange} />
      ) : value.kind === "match-list" ? (
        <MatchListFields {...common} value={value} onChange={onChange} />
      ) : (
        <TableFields {...common} value={value} onChange={onChange} />
      )}
    </div>
  );
}

function AssertionReasonFields(parts: PartsProps<Of<"assertion-reason">>) {
  const t = useT(adminQuestionsMessages);
  return (
    <>
      <TextPart {...parts} part="lead" labelText={t("leadOptional")} />
      <TextPart {...parts} part="assertion" labelText={t("assertion")} />
      <TextPart {...parts} part="reason" labelText={t("reason")} />
      <TextPart {...parts} part="question" labelText={t("closingQuestionOptional")} />
    </>
  );
}

const MAX_STATEMENTS = 10;

function StatementsFields(parts: PartsProps<Of<"statements">>) {
  const { idPrefix, value, onChange, errorOf, label } = parts;
  const t = useT(adminQuestionsMessages);
  const statements = value.statements;
  const setStatements = (next: typeof statements) => onChange({ ...value, statements: next });
  return (
    <>
      <TextPart {...parts} part="lead" labelText={t("lead")} />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">{label(t("statements"))}</legend>
        {errorOf("statements") ? <FieldError label="" message={errorOf("statements") as string} /> : null}
        {statements.map((s, i) => (
          <MarkedEntry
            // biome-ignore lint/suspicious/noArrayIndexKey: statements have no identity but their place
            key={i}
            id={`${idPrefix}-statement-${i + 1}`}
            markLabel={label(t("statementMark", { number: i + 1 }))}
            textLabel={label(t("statementText", { number: i + 1 }))}
            removeLabel={label(t("removeStatement", { number: i + 1 }))}
            mark={s.label}
            text={s.text}
            markError={errorOf(`statements.${i}.label`)}
            textError={errorOf(`statements.${i}.text`)}
            canRemove={statements.length > 2}
            onChange={(e) =>
              setStatements(statements.map((o, j) => (j === i ? { label: e.mark, text: e.text } : o)))
            }
            onRemove={() => setStatements(statements.filter((_, j) => j !== i))}
          />
        ))}
        <div>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={statements.length >= MAX_STATEMENTS}
            onClick={() =>
              setStatements([...statements, { label: nextMark(statements.map((s) => s.label)), text: "" }])
            }
          >
            {label(t("addStatement"))}
          </Button>
        </div>
      </fieldset>
      <TextPart {...parts} part="question" labelText={t("closingQuestion")} />
    </>
  );
}
