import { type ReactNode, useEffect, useRef, useState } from "react";

/*
 * A small chart frame of our own: an SVG sized to its container, a y axis with grid lines and an x
 * axis whose labels thin out to fit. The progress page's two charts draw inside it (a charting
 * library cost that page about 115 KB gzipped).
 */

export const CHART_HEIGHT = 240;
const MARGIN = { top: 8, right: 8, bottom: 24, left: 36 };
const MIN_LABEL_GAP = 56;
const AXIS_TEXT = "#334155";
const GRID = "#e2e8f0";

export type ChartArea = {
  width: number;
  height: number;
  /** x of the centre of band `i` of `count` */
  x: (i: number) => number;
  bandWidth: number;
  /** y of a value on the y axis */
  y: (value: number) => number;
};

function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(320);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth || 320);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(160, Math.round(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** Up to five round ticks from 0 to at least `max` (whole numbers). */
export function wholeTicks(max: number): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? rough);
  const ticks: number[] = [];
  for (let v = 0; v < max + step; v += step) ticks.push(v);
  return ticks;
}

export function SvgChart({
  labels,
  ticks,
  unit = "",
  label,
  children,
}: {
  /** one label per band along the x axis */
  labels: string[];
  /** the y axis's ticks, ascending from its minimum to its maximum */
  ticks: number[];
  unit?: string;
  /** what the chart shows, for screen readers (the figure's caption says it in words) */
  label: string;
  children: (area: ChartArea) => ReactNode;
}) {
  const { ref, width } = useWidth();
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = CHART_HEIGHT - MARGIN.top - MARGIN.bottom;
  const low = ticks[0] ?? 0;
  const high = ticks[ticks.length - 1] ?? 1;
  const count = Math.max(1, labels.length);
  const bandWidth = plotWidth / count;
  const area: ChartArea = {
    width: plotWidth,
    height: plotHeight,
    bandWidth,
    x: (i) => MARGIN.left + bandWidth * (i + 0.5),
    y: (value) => MARGIN.top + plotHeight - ((value - low) / (high - low || 1)) * plotHeight,
  };
  const every = Math.max(1, Math.ceil(MIN_LABEL_GAP / bandWidth));
  return (
    <div ref={ref} className="w-full">
      <svg width={width} height={CHART_HEIGHT} role="img" aria-label={label} data-chart className="block">
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={MARGIN.left}
              x2={width - MARGIN.right}
              y1={area.y(tick)}
              y2={area.y(tick)}
              stroke={GRID}
              strokeDasharray="3 3"
            />
            <text
              x={MARGIN.left - 6}
              y={area.y(tick)}
              dy="0.32em"
              textAnchor="end"
              fontSize={12}
              fill={AXIS_TEXT}
            >
              {`${tick}${unit}`}
            </text>
          </g>
        ))}
        {labels.map((text, i) => {
          const last = labels.length - 1;
          // the first and the last day, and days between them no closer than MIN_LABEL_GAP
          if (i !== last && (i % every !== 0 || last - i < every)) return null;
          return (
            <text
              // biome-ignore lint/suspicious/noArrayIndexKey: one label per day, in order
              key={i}
              x={i === 0 ? MARGIN.left : i === last ? width - MARGIN.right : area.x(i)}
              y={CHART_HEIGHT - 6}
              textAnchor={i === 0 ? "start" : i === last ? "end" : "middle"}
              fontSize={12}
              fill={AXIS_TEXT}
            >
              {text}
            </text>
          );
        })}
        {children(area)}
      </svg>
    </div>
  );
}
