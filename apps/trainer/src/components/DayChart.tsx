import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import { formatDay, formatDayShort, formatNumber, type EpochDay } from '@croupier/ru';

/** Props of {@link DayChart}. */
export interface DayChartProps {
  /** The days (x), in order. */
  readonly days: readonly EpochDay[];
  /** The value of each day (`null` where there is none). */
  readonly values: readonly (number | null)[];
  /** Bars (counts, sums) or a line with points (rates). */
  readonly kind: 'bars' | 'line';
  /** The y axis's range: fixed (`[0, 100]` for a percentage) or from zero to the data's top. */
  readonly yRange?: readonly [number, number] | undefined;
  /** How a y value is written on the axis (`80 %`, `2,5 с`). */
  readonly format: (value: number) => string;
  /** Whole values only (counts): the y axis is split at whole numbers. */
  readonly integer?: boolean | undefined;
  /** The series' colour: a CSS custom property of the page (`--primary`), read when drawn. */
  readonly colorVar: string;
}

const HEIGHT = 220;

function cssVar(name: string, fallback: string): string {
  const v = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return v === '' ? fallback : v;
}

/**
 * A chart of one value by calendar day, drawn by uPlot on a canvas as wide as its box. It is a picture
 * only (`aria-hidden`): the page gives the same figures as a table for screen readers.
 *
 * @param props - See {@link DayChartProps}.
 */
export function DayChart({ days, values, kind, yRange, format, colorVar, integer }: DayChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (el === null) return;
    let cancelled = false;
    let cleanup = () => {};
    void import('./uplot.ts').then(({ default: UPlot }) => {
      if (!cancelled) cleanup = drawChart(UPlot, el, { days, values, kind, yRange, format, colorVar, integer });
    });
    return () => {
      cancelled = true;
      cleanup();
    };
  }, [days, values, kind, yRange, format, colorVar, integer]);
  return <div className="day-chart" ref={box} aria-hidden="true" />;
}

/** Draws the chart into its box; returns what removes it. */
function drawChart(
  UPlot: typeof uPlot,
  el: HTMLDivElement,
  { days, values, kind, yRange, format, colorVar, integer }: DayChartProps,
): () => void {
  const ink = cssVar('--muted', '#5d6661');
  const grid = cssVar('--line', '#dcd8cc');
  const color = cssVar(colorVar, '#155d3d');
  const font = `12px ${getComputedStyle(el).fontFamily}`;
  const single = days.length === 1;
  const narrow = el.clientWidth < 560;
  const opts: uPlot.Options = {
    width: Math.max(200, el.clientWidth),
    height: HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    scales: {
      x: { time: false, range: (_u, min, max) => [min - (single ? 1 : 0.5), max + (single ? 1 : 0.5)] },
      y: {
        range: (_u, _min, max) => (yRange ? [yRange[0], yRange[1]] : [0, max > 0 ? max * 1.15 : 1]),
      },
    },
    axes: [
      {
        stroke: ink,
        font,
        grid: { show: false },
        ticks: { stroke: grid },
        incrs: [1, 2, 7, 14, 28, 56],
        // A phone's chart is narrow: days in figures («30.11») fit more labels than «30 ноября».
        space: narrow ? 44 : 70,
        values: (_u, splits) =>
          splits.map((d) => (Number.isInteger(d) ? (narrow ? formatDayShort(d) : formatDay(d)) : '')),
      },
      {
        stroke: ink,
        font,
        grid: { stroke: grid, width: 1 },
        ticks: { stroke: grid },
        size: 64,
        ...(integer ? { incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000] } : {}),
        values: (_u, splits) => splits.map((v) => format(v)),
      },
    ],
    series: [
      {},
      kind === 'bars'
        ? {
            stroke: color,
            fill: color,
            width: 0,
            paths: UPlot.paths.bars!({ size: [0.6, 48] }),
            points: { show: false },
          }
        : { stroke: color, width: 2, points: { show: true, size: 7, fill: color, stroke: color } },
    ],
  };
  const chart = new UPlot(opts, [days as number[], values as (number | null)[]], el);
  const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(200, el.clientWidth), height: HEIGHT }));
  resize.observe(el);
  return () => {
    resize.disconnect();
    chart.destroy();
  };
}

/** A y value as a plain number for an axis (`0,25`), up to two decimals. */
export function axisNumber(value: number): string {
  return formatNumber(value, { min: 0, max: 2 });
}
