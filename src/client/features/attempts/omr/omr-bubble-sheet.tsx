import type { AnswerSheet, AnswerValue } from "@shared/contract/attempts";
import { Eraser, Lock } from "lucide-react";
import { memo, type Ref, useEffect, useRef } from "react";
import { useT } from "@/i18n/use-t";
import { useContentName } from "@/lib/content-language";
import { cn } from "@/lib/utils";
import { OPTION_LETTERS } from "../hall/question-view";
import { omrMessages } from "./omr-messages";
import { type BubbleState, blocksOf, bubbleState, type OmrSheetSection } from "./omr-rows";
import { type OmrMarks, useRowMarks } from "./use-omr-pencils";

const BUBBLE_STYLES: Record<BubbleState, string> = {
  empty: "border-slate-500 bg-white text-slate-800 hover:border-slate-900 hover:bg-slate-50",
  pencilled: "border-dashed border-blue-700 bg-blue-50 text-blue-900 ring-2 ring-blue-300",
  inked: "border-slate-900 bg-slate-900 text-white",
  locked: "border-slate-300 bg-white text-slate-400",
};

/** A bubble's accessible name, by its state. */
const BUBBLE_NAMES = {
  empty: "bubble",
  pencilled: "bubblePencilled",
  inked: "bubbleInked",
  locked: "bubble",
} as const satisfies Record<BubbleState, string>;

export type OmrRowProps = {
  questionId: number;
  number: number;
  optionCount: number;
  /** the row's answer as the sheet's render has it (ink put down since shows from `marks` first) */
  answer: AnswerValue | undefined;
  /** the sheet's pencil marks and fresh ink: the row reads its own */
  marks: OmrMarks;
  isCurrent: boolean;
  readOnly: boolean;
  onTap: (questionId: number, option: number) => void;
  onErase: (questionId: number) => void;
  onJump: (questionId: number) => void;
  /** "Tap again to fill" beside a pencilled row (the phone's bar says it above the row instead) */
  showHint?: boolean;
};

/**
 * One row of the sheet: its number (a link to the question in the booklet), its bubbles and, while
 * pencilled, the eraser of its pencil mark. Memoised, with callbacks that never change, and reading
 * its own marks: a tap, a pencil mark or the question in view re-render only the rows they change,
 * not all 180 of a NEET paper.
 */
export const OmrRow = memo(function OmrRow({
  questionId,
  number,
  optionCount,
  answer: sheetAnswer,
  marks,
  isCurrent,
  readOnly,
  onTap,
  onErase,
  onJump,
  showHint = true,
  rowRef,
}: OmrRowProps & { rowRef?: Ref<HTMLFieldSetElement> }) {
  const t = useT(omrMessages);
  const { pencil, ink } = useRowMarks(marks, questionId);
  const answer = sheetAnswer ?? ink;
  const isFilled = answer !== undefined;
  const pencilHere = !isFilled && pencil !== undefined;
  return (
    <fieldset
      ref={rowRef}
      aria-label={t("row", { number })}
      data-testid="omr-row"
      data-number={number}
      data-filled={isFilled}
      data-pencilled={pencilHere}
      aria-current={isCurrent ? "true" : undefined}
      className={cn(
        "m-0 flex min-w-0 items-center gap-2 rounded-md border-0 px-1 py-1",
        isCurrent && "bg-amber-50 ring-1 ring-amber-400",
      )}
    >
      <button
        type="button"
        onClick={() => onJump(questionId)}
        aria-label={t("questionInBooklet", { number })}
        className="w-8 shrink-0 rounded text-right text-sm font-semibold tabular-nums text-slate-900 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
      >
        {number}
      </button>
      <div className="flex gap-2">
        {Array.from({ length: optionCount }, (_, option) => {
          const state = bubbleState(answer, pencil, option);
          const letter = OPTION_LETTERS[option] ?? String(option + 1);
          return (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: a bubble is its option's position
              key={option}
              type="button"
              data-state={state}
              data-option={letter}
              aria-label={t(BUBBLE_NAMES[state], { number, letter })}
              aria-pressed={state === "inked"}
              disabled={readOnly || isFilled}
              onClick={() => onTap(questionId, option)}
              className={cn(
                "flex h-9 w-9 items-center justify-center rounded-full border-2 text-xs font-semibold lg:h-8 lg:w-8",
                "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-1",
                "disabled:cursor-not-allowed",
                BUBBLE_STYLES[state],
              )}
            >
              {letter}
            </button>
          );
        })}
      </div>
      {isFilled ? (
        <Lock className="h-3.5 w-3.5 shrink-0 text-slate-500" aria-hidden />
      ) : pencilHere ? (
        <>
          {showHint ? (
            <span className="min-w-0 text-xs font-medium leading-tight text-blue-900" aria-hidden>
              {t("tapAgain")}
            </span>
          ) : null}
          <button
            type="button"
            onClick={() => onErase(questionId)}
            disabled={readOnly}
            aria-label={t("erasePencil", { number })}
            title={t("erasePencil", { number })}
            className="ml-auto flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-blue-900 hover:bg-blue-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
          >
            <Eraser className="h-4 w-4" aria-hidden />
          </button>
        </>
      ) : null}
    </fieldset>
  );
});

/**
 * The answer sheet: rows "1 (A) (B) (C) (D)" under each section's name, in blocks of ten as a
 * printed sheet has them. The row of the question in view is highlighted and kept in sight
 * within the sheet's own scroll. Memoised: the hall's other renders (its header's counts, the save
 * status) pass it the same props.
 */
export const OmrBubbleSheet = memo(function OmrBubbleSheet({
  sections,
  positionOf,
  optionCountOf,
  answers,
  marks,
  currentId,
  readOnly,
  onTap,
  onErase,
  onJump,
}: {
  sections: OmrSheetSection[];
  positionOf: ReadonlyMap<number, number>;
  optionCountOf: (questionId: number) => number;
  answers: Readonly<AnswerSheet>;
  marks: OmrMarks;
  currentId: number | undefined;
  readOnly: boolean;
  onTap: (questionId: number, option: number) => void;
  onErase: (questionId: number) => void;
  onJump: (questionId: number) => void;
}) {
  const t = useT(omrMessages);
  const contentName = useContentName();
  const currentRow = useRef<HTMLFieldSetElement>(null);
  // keep the current row in sight inside the sheet's scroll (a third of the way down when it was
  // out of sight), never scrolling the page itself
  useEffect(() => {
    const row = currentRow.current;
    if (currentId === undefined || !row) return;
    const scroller = row.closest<HTMLElement>("[data-sheet-scroll]");
    if (!scroller) return;
    const rowBox = row.getBoundingClientRect();
    const box = scroller.getBoundingClientRect();
    if (rowBox.top < box.top || rowBox.bottom > box.bottom) {
      scroller.scrollTop += rowBox.top - box.top - box.height / 3;
    }
  }, [currentId]);

  return (
    // --omr-row: a row's height, its bubbles' (h-9, lg:h-8) and its padding (py-1)
    <div data-testid="omr-sheet" className="space-y-4 [--omr-row:2.75rem] lg:[--omr-row:2.5rem]">
      {sections.map((section) => (
        <section
          key={section.name ?? "sheet"}
          aria-label={section.name ? contentName(section.name) : t("answers")}
        >
          {section.name ? (
            <h3 className="mb-1 border-b border-slate-400 pb-1 text-xs font-bold uppercase tracking-wide text-slate-800">
              {contentName(section.name)}
            </h3>
          ) : null}
          <div className="space-y-2">
            {blocksOf(section.questionIds).map((block) => (
              <div
                key={block[0]}
                data-omr-block
                // a block out of the sheet's sight is neither laid out nor painted: a tap repaints the
                // blocks in sight, not all 180 rows; it counts at its rows' height (no scroll moves)
                className="rounded-md border border-slate-300 bg-white p-1 [content-visibility:auto]"
                // (the size of its content: the block's padding and border come on top)
                style={{ containIntrinsicBlockSize: `auto calc(${block.length} * var(--omr-row))` }}
              >
                {block.map((id) => (
                  <OmrRow
                    key={id}
                    rowRef={id === currentId ? currentRow : undefined}
                    questionId={id}
                    number={(positionOf.get(id) ?? 0) + 1}
                    optionCount={optionCountOf(id)}
                    answer={answers[String(id)]}
                    marks={marks}
                    isCurrent={id === currentId}
                    readOnly={readOnly}
                    onTap={onTap}
                    onErase={onErase}
                    onJump={onJump}
                  />
                ))}
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
});
