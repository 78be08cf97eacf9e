import { Button, type ButtonProps } from "./button";

type NavigatingButtonProps = Omit<ButtonProps, "type" | "onClick"> & {
  /** where a tap goes before the page's script has run: a same-site route answering GET */
  action: string;
  /** its query string, as hidden fields */
  fields?: Record<string, string>;
  /** what a tap does once the page is live (the form does not submit then) */
  onActivate: () => void;
  /** the form's classes: it is the box the button sits in */
  formClassName?: string;
};

/**
 * A button on a prerendered page (the landing page) that works before its script has run: it is
 * the submit button of a GET form to `action`, so a tap on a phone still hydrating navigates there.
 * Once hydrated, `onActivate` runs instead and the form is not submitted.
 */
export function NavigatingButton({
  action,
  fields = {},
  onActivate,
  formClassName,
  ...button
}: NavigatingButtonProps) {
  return (
    <form
      action={action}
      method="get"
      className={formClassName}
      onSubmit={(event) => {
        event.preventDefault();
        onActivate();
      }}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" {...button} />
    </form>
  );
}
