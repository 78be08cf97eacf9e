import { useT } from "@/i18n/use-t";
import { hallMessages } from "./hall-messages";
/** The small link between a paper's own interface and the simple one-question view. */
export function ViewSwitch({
  isPlain,
  onChange,
}: {
  isPlain: boolean;
  onChange: (isPlain: boolean) => void;
}) {
  const t = useT(hallMessages);
  return (
    <button
      type="button"
      onClick={() => onChange(!isPlain)}
      className="text-sm text-blue-800 underline underline-offset-2 hover:text-blue-950 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
      data-testid="view-switch"
    >
      {isPlain ? t("useExamView") : t("useSimpleView")}
    </button>
  );
}
