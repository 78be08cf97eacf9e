import type { Stimulus } from "@shared/contract/quizzes";
import type { StimulusBlockHtml } from "@shared/math/question-html";
import type { ColumnAlign } from "@shared/pipe-table";
import { MathHtml } from "@/components/math-html";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import { stimulusMessages } from "./stimulus-messages";

const ALIGN_CLASS: Record<NonNullable<ColumnAlign>, string> = {
  left: "text-left",
  center: "text-center",
  right: "text-right",
};
const alignClass = (align: ColumnAlign | undefined) => (align ? ALIGN_CLASS[align] : "text-left");

/**
 * What a stimulus shows: its figure (sized before it loads, so nothing jumps), then its text as
 * paragraphs and tables (Markdown pipe rows become a real table with column headers), as the
 * server typeset them.
 */
export function StimulusContent({ stimulus, body }: { stimulus: Stimulus; body: StimulusBlockHtml[] }) {
  return (
    <div className="space-y-3 text-sm leading-relaxed text-slate-900 sm:text-base">
      {stimulus.image ? (
        <img
          src={stimulus.image.url}
          alt={stimulus.image.alt}
          width={stimulus.image.width}
          height={stimulus.image.height}
          loading="lazy"
          decoding="async"
          className="h-auto w-full max-w-full rounded-md border border-slate-200 bg-white"
          data-testid="stimulus-image"
        />
      ) : null}
      {body.map((block, index) => {
        const key = `${index}-${block.kind}`;
        if (block.kind === "table") return <StimulusTable key={key} table={block} />;
        return block.paragraphs.map((paragraph, p) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text, in order
          <p key={`${key}-${p}`} className="whitespace-pre-line">
            <MathHtml html={paragraph} />
          </p>
        ));
      })}
    </div>
  );
}

function StimulusTable({ table }: { table: Extract<StimulusBlockHtml, { kind: "table" }> }) {
  const t = useT(stimulusMessages);
  return (
    // a wide table scrolls sideways on a phone instead of widening the page
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="overflow-x-auto" tabIndex={0} aria-label={t("table")}>
      <table className="w-full border-collapse text-sm" data-testid="stimulus-table">
        <thead>
          <tr>
            {table.header.map((cell, i) => (
              <th
                // biome-ignore lint/suspicious/noArrayIndexKey: columns of a fixed table
                key={i}
                scope="col"
                className={cn(
                  "border border-slate-300 bg-slate-100 px-2 py-1.5 font-semibold",
                  alignClass(table.align[i]),
                )}
              >
                <MathHtml html={cell} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of a fixed table
            <tr key={r} className="even:bg-slate-50">
              {row.map((cell, i) => (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed row
                  key={i}
                  className={cn(
                    "border border-slate-300 px-2 py-1.5 tabular-nums",
                    alignClass(table.align[i]),
                  )}
                >
                  <MathHtml html={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
