import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** A series of a chart: its name (for the legend-free tooltip), colour, and how it is drawn. */
export interface ChartSeries {
  /** Russian name. */
  readonly label: string;
  /** Stroke colour. */
  readonly stroke: string;
  /** Fill colour (bars, bands). */
  readonly fill?: string;
  /** Bars instead of a line. */
  readonly bars?: boolean;
  /** Line width in CSS pixels (default 2). */
  readonly width?: number;
  /** Dashed line. */
  readonly dash?: boolean;
}

/** Props of {@link Chart}. */
export interface ChartProps {
  /** x values, then one array per series (null for a gap). */
  readonly data: readonly (readonly (number | null)[] | Float64Array)[];
  /** The series after x. */
  readonly series: readonly ChartSeries[];
  /** Axis titles. */
  readonly xLabel: string;
  readonly yLabel: string;
  /** Formats a tick value. */
  readonly xTick?: (v: number) => string;
  readonly yTick?: (v: number) => string;
  /** A logarithmic x axis. */
  readonly logX?: boolean;
  /** Fill between series i and j (indices into data, 1-based as uPlot counts them). */
  readonly band?: readonly [number, number];
  /** Bar colours by x, when bars are coloured one by one. */
  readonly barColor?: (x: number) => string;
  /** Fixed y range. */
  readonly yRange?: readonly [number, number];
  /** Height in CSS pixels (default 240). */
  readonly height?: number;
  /** Test id of the wrapper. */
  readonly testId?: string;
}

/** The root's `data-theme` (Starlight's theme picker sets it), followed as the reader changes it. */
function useTheme(): string | undefined {
  const [theme, setTheme] = useState(() =>
    typeof document === 'undefined' ? undefined : document.documentElement.dataset.theme,
  );
  useEffect(() => {
    const root = document.documentElement;
    const observer = new MutationObserver(() => setTheme(root.dataset.theme));
    observer.observe(root, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return theme;
}

/**
 * A chart drawn by uPlot on a canvas (loaded with the island, not before): decorative for screen
 * readers, which get the table beside it. Fills its container's width and follows it when it changes,
 * so it never scrolls sideways.
 */
export default function Chart(props: ChartProps) {
  const box = useRef<HTMLDivElement | null>(null);
  const plot = useRef<uPlot | null>(null);
  const latest = useRef(props);
  latest.current = props;
  // The chart is built again only when its shape changes; new data goes through setData.
  const { logX } = props;
  const [bandLo, bandHi] = props.band ?? [0, 0];
  const seriesCount = props.series.length;
  // The canvas takes the text colour when it is built: built again when the reader changes the theme.
  const theme = useTheme();

  useEffect(() => {
    let cancelled = false;
    let observer: ResizeObserver | null = null;
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled || !box.current) return;
      const el = box.current;
      const p = latest.current;
      const text = getComputedStyle(el).color || '#444';
      const grid = 'rgba(128, 128, 128, 0.25)';
      const bars = UPlot.paths.bars?.({ size: [0.9, 60], align: 0 });
      const opts: uPlot.Options = {
        width: Math.max(200, el.clientWidth),
        height: p.height ?? 240,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: false, ...(p.logX ? { distr: 3, log: 10 } : {}) },
          y: p.yRange ? { range: [p.yRange[0], p.yRange[1]] } : {},
        },
        axes: [
          {
            label: p.xLabel,
            stroke: text,
            grid: { stroke: grid },
            ticks: { stroke: grid },
            values: (_u, vals) => vals.map((v) => (v == null ? '' : (p.xTick ?? String)(v))),
          },
          {
            label: p.yLabel,
            stroke: text,
            grid: { stroke: grid },
            ticks: { stroke: grid },
            size: 56,
            values: (_u, vals) => vals.map((v) => (v == null ? '' : (p.yTick ?? String)(v))),
          },
        ],
        series: [
          {},
          ...p.series.map((s) => ({
            label: s.label,
            stroke: s.stroke,
            width: s.width ?? 2,
            ...(s.fill ? { fill: s.fill } : {}),
            ...(s.dash ? { dash: [6, 4] } : {}),
            ...(s.bars && bars ? { paths: bars, points: { show: false } } : { points: { show: false } }),
          })),
        ],
        ...(p.band ? { bands: [{ series: [p.band[1], p.band[0]], fill: 'rgba(37, 99, 235, 0.16)' }] } : {}),
        ...(p.barColor
          ? {
              hooks: {
                draw: [
                  (u: uPlot) => {
                    // Colour each bar by the sign of its result: drawn over the single-colour bars.
                    const xs = u.data[0];
                    const ys = u.data[1]!;
                    const ctx = u.ctx;
                    const n = xs.length;
                    if (n === 0) return;
                    const w =
                      n > 1 ? Math.abs(u.valToPos(xs[1]!, 'x', true) - u.valToPos(xs[0]!, 'x', true)) * 0.9 : 20;
                    ctx.save();
                    for (let i = 0; i < n; i++) {
                      const y = ys[i];
                      if (y == null || y <= 0) continue;
                      const cx = u.valToPos(xs[i]!, 'x', true);
                      const top = u.valToPos(y, 'y', true);
                      const bottom = u.valToPos(0, 'y', true);
                      ctx.fillStyle = latest.current.barColor!(xs[i]!);
                      ctx.fillRect(cx - w / 2, top, w, bottom - top);
                    }
                    ctx.restore();
                  },
                ],
              },
            }
          : {}),
      };
      plot.current = new UPlot(opts, p.data as uPlot.AlignedData, el);
      observer = new ResizeObserver(() => {
        if (plot.current && el.clientWidth > 0)
          plot.current.setSize({ width: el.clientWidth, height: p.height ?? 240 });
      });
      observer.observe(el);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot.current?.destroy();
      plot.current = null;
    };
  }, [logX, bandLo, bandHi, seriesCount, theme]);

  useEffect(() => {
    plot.current?.setData(props.data as uPlot.AlignedData);
  }, [props.data]);

  return <div ref={box} className="var-chart" aria-hidden="true" data-testid={props.testId} />;
}
