import { type ComponentProps, Suspense } from "react";
import { lazyWhenIdle } from "@/lib/lazy-when-idle";

const WithStimulusCode = lazyWhenIdle(() => import("./with-stimulus").then((m) => m.WithStimulus));

/**
 * A question beside its passage, table or figure (with-stimulus.tsx). Most papers have none: the
 * panel's code is not in the hall's first load but fetched once the phone is idle, or at once for
 * a question that has one, which shows alone until it comes.
 */
export function WithStimulus(props: ComponentProps<typeof WithStimulusCode>) {
  if (!props.stimulus) return <>{props.children}</>;
  return (
    <Suspense fallback={props.children}>
      <WithStimulusCode {...props} />
    </Suspense>
  );
}
