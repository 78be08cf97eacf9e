import type { QuestionStructure } from "@shared/contract/question-structure";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { FieldError, TextField } from "./form-field";
import { adminQuestionsMessages } from "./questions-messages";
import { nextMark } from "./structure-drafts";
import { MarkedEntry, type PartsProps, TextPart } from "./structure-part-fields";

type MatchList = Extract<QuestionStructure, { kind: "match-list" }>;
type Table = Extract<QuestionStructure, { kind: "table" }>;
type List = MatchList["listI"];

const MAX_ENTRIES = 10;
const MAX_COLUMNS = 8;
const MAX_ROWS = 30;

function ListFields({
  idPrefix,
  name,
  path,
  list,
  onChange,
  errorOf,
  label,
}: Omit<PartsProps<List>, "value"> & { name: string; path: "listI" | "listII"; list: List }) {
  const t = useT(adminQuestionsMessages);
  const items = list.items;
  const setItems = (next: List["items"]) => onChange({ ...list, items: next });
  const listError = errorOf(`${path}.items`);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{label(name)}</legend>
      <TextField
        id={`${idPrefix}-title`}
        label={label(t("listTitle", { list: name }))}
        error={errorOf(`${path}.title`)}
        value={list.title}
        onChange={(e) => onChange({ ...list, title: e.target.value })}
      />
      {listError ? <FieldError label="" message={listError} /> : null}
      {items.map((entry, i) => (
        <MarkedEntry
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no identity but their place
          key={i}
          id={`${idPrefix}-entry-${i + 1}`}
          markLabel={label(t("entryCode", { list: name, number: i + 1 }))}
          textLabel={label(t("entryText", { list: name, number: i + 1 }))}
          removeLabel={label(t("removeEntry", { list: name, number: i + 1 }))}
          mark={entry.code}
          text={entry.text}
          markError={errorOf(`${path}.items.${i}.code`)}
          textError={errorOf(`${path}.items.${i}.text`)}
          canRemove={items.length > 2}
          onChange={(e) => setItems(items.map((o, j) => (j === i ? { code: e.mark, text: e.text } : o)))}
          onRemove={() => setItems(items.filter((_, j) => j !== i))}
        />
      ))}
      <div>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={items.length >= MAX_ENTRIES}
          onClick={() => setItems([...items, { code: nextMark(items.map((e) => e.code)), text: "" }])}
        >
          {label(t("addEntry", { list: name }))}
        </Button>
      </div>
    </fieldset>
  );
}

/** Two lists to match: the opening line, each list's heading and entries, and the closing question. */
export function MatchListFields(parts: PartsProps<MatchList>) {
  const { idPrefix, value, onChange, errorOf, label } = parts;
  const t = useT(adminQuestionsMessages);
  const common = { errorOf, label };
  return (
    <>
      <TextPart {...parts} part="lead" labelText={t("lead")} />
      <div className="grid gap-4 lg:grid-cols-2">
        <ListFields
          {...common}
          idPrefix={`${idPrefix}-list-1`}
          name={t("listI")}
          path="listI"
          list={value.listI}
          onChange={(listI) => onChange({ ...value, listI })}
        />
        <ListFields
          {...common}
          idPrefix={`${idPrefix}-list-2`}
          name={t("listII")}
          path="listII"
          list={value.listII}
          onChange={(listII) => onChange({ ...value, listII })}
        />
      </div>
      <TextPart {...parts} part="question" labelText={t("closingQuestionOptional")} />
    </>
  );
}

const replaced = <T,>(list: readonly T[], index: number, item: T) =>
  list.map((o, i) => (i === index ? item : o));

/** A table: the opening line, the column headings, the rows of cells, and the closing question. */
export function TableFields(parts: PartsProps<Table>) {
  const { idPrefix, value, onChange, errorOf, label } = parts;
  const t = useT(adminQuestionsMessages);
  const { header, rows } = value;
  const setTable = (next: { header: string[]; rows: string[][] }) => onChange({ ...value, ...next });
  const removeColumn = (c: number) =>
    setTable({
      header: header.filter((_, i) => i !== c),
      rows: rows.map((r) => r.filter((_, i) => i !== c)),
    });
  const rowsError = errorOf("rows");
  return (
    <>
      <TextPart {...parts} part="lead" labelText={t("leadOptional")} />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">{label(t("tableHeader"))}</legend>
        {errorOf("header") ? <FieldError label="" message={errorOf("header") as string} /> : null}
        <div className="grid gap-2 sm:grid-cols-2">
          {header.map((cell, c) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: columns have no identity but their place
            <div key={c} className="flex items-end gap-2">
              <div className="grow">
                <TextField
                  id={`${idPrefix}-header-${c + 1}`}
                  label={label(t("headerCell", { number: c + 1 }))}
                  error={errorOf(`header.${c}`)}
                  value={cell}
                  onChange={(e) => setTable({ header: replaced(header, c, e.target.value), rows })}
                />
              </div>
              <Button
                type="button"
                size="sm"
                variant="ghostDestructive"
                disabled={header.length <= 2}
                onClick={() => removeColumn(c)}
                aria-label={label(t("removeColumn", { number: c + 1 }))}
              >
                ×
              </Button>
            </div>
          ))}
        </div>
        <div>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={header.length >= MAX_COLUMNS}
            onClick={() => setTable({ header: [...header, ""], rows: rows.map((r) => [...r, ""]) })}
          >
            {label(t("addColumn"))}
          </Button>
        </div>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">{label(t("tableRows"))}</legend>
        {rowsError ? <FieldError label="" message={rowsError} /> : null}
        {rows.map((row, r) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
          <div key={r} className="flex items-end gap-2">
            <div className="grid grow gap-2 sm:grid-cols-2">
              {row.map((cell, c) => (
                <TextField
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells have no identity but their place
                  key={c}
                  id={`${idPrefix}-row-${r + 1}-${c + 1}`}
                  label={label(t("tableCell", { row: r + 1, column: c + 1 }))}
                  error={errorOf(`rows.${r}.${c}`)}
                  value={cell}
                  onChange={(e) =>
                    setTable({ header, rows: replaced(rows, r, replaced(row, c, e.target.value)) })
                  }
                />
              ))}
            </div>
            <Button
              type="button"
              size="sm"
              variant="ghostDestructive"
              disabled={rows.length <= 1}
              onClick={() => setTable({ header, rows: rows.filter((_, i) => i !== r) })}
              aria-label={label(t("removeRow", { number: r + 1 }))}
            >
              ×
            </Button>
          </div>
        ))}
        <div>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={rows.length >= MAX_ROWS}
            onClick={() => setTable({ header, rows: [...rows, header.map(() => "")] })}
          >
            {label(t("addRow"))}
          </Button>
        </div>
      </fieldset>
      <TextPart {...parts} part="question" labelText={t("closingQuestionOptional")} />
    </>
  );
}
