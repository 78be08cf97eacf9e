import { type ComponentProps, lazy, Suspense } from "react";
import { PageLoading } from "@/components/layout/page-state";
import { lazyWhenIdle } from "@/lib/lazy-when-idle";

/*
 * Each paper opens in one interface, so each hall but NTA's loads only when its paper needs it:
 * a JEE mock (NTA) does not download the OMR booklet, the TCS hall or the practice view.
 */
const OmrViewCode = lazy(() => import("../omr/omr-view").then((m) => ({ default: m.OmrView })));
const TcsViewCode = lazy(() => import("../tcs/tcs-view").then((m) => ({ default: m.TcsView })));
const PracticeViewCode = lazy(() =>
  import("../practice/practice-view").then((m) => ({ default: m.PracticeView })),
);

export function OmrView(props: ComponentProps<typeof OmrViewCode>) {
  return (
    <Suspense fallback={<PageLoading />}>
      <OmrViewCode {...props} />
    </Suspense>
  );
}

export function TcsView(props: ComponentProps<typeof TcsViewCode>) {
  return (
    <Suspense fallback={<PageLoading />}>
      <TcsViewCode {...props} />
    </Suspense>
  );
}

export function PracticeView(props: ComponentProps<typeof PracticeViewCode>) {
  return (
    <Suspense fallback={<PageLoading />}>
      <PracticeViewCode {...props} />
    </Suspense>
  );
}

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
