import { lazy, Suspense } from "react";
import { PageLoading } from "@/components/layout/page-state";

/*
 * Each paper opens in one interface, so each hall but NTA's loads only when its paper needs it:
 * a JEE mock (NTA) does not download the OMR booklet, the TCS hall or the practice view.
 */
const OmrViewCode = lazy(() => import("../omr/omr-view").then((m) => ({ default: m.OmrView })));
const TcsViewCode = lazy(() => import("../tcs/tcs-view").then((m) => ({ default: m.TcsView })));
const PracticeViewCode = lazy(() =>
  import("../practice/practice-view").then((m) => ({ default: m.PracticeView })),
);

export function OmrView() {
  return (
    <Suspense fallback={<PageLoading />}>
      <OmrViewCode />
    </Suspense>
  );
}

export function TcsView() {
  return (
    <Suspense fallback={<PageLoading />}>
      <TcsViewCode />
    </Suspense>
  );
}

export function PracticeView() {
  return (
    <Suspense fallback={<PageLoading />}>
      <PracticeViewCode />
    </Suspense>
  );
}
