/**
 * The compact form of the blackjack analyses the build embeds in the page.
 *
 * @module
 */
import { CHART_ROWS, UP_CARDS, cellKey, type BjSummary, type SummaryCell } from './summary';

const ACTIONS = ['H', 'S', 'Dh', 'Ds', 'P', 'Rh', 'Rs'] as const;

/**
 * An analysis as a compact string for a page's props: the header as JSON, then every cell of the chart's
 * layout as `action,ev,ev,ev,ev,ev` with the EVs in whole units of 10⁻⁷ of a bet (the page prints four
 * decimals; `~` for an action not allowed), cells joined by `;`. No quotes in the cells, so the page does
 * not escape them: about 10 kB per analysis.
 *
 * @param s - The analysis.
 */
export function packSummary(s: BjSummary): string {
  const head = JSON.stringify({
    key: s.key,
    edge: s.edge,
    edgeOptimal: s.edgeOptimal,
    ...(s.exact ? { exact: s.exact } : {}),
    ...(s.exactOptimal ? { exactOptimal: s.exactOptimal } : {}),
    ms: s.ms,
  });
  const cells: string[] = [];
  for (const { kind, rows } of CHART_ROWS) {
    for (const row of rows) {
      for (const up of UP_CARDS) {
        const c = s.cells[cellKey(kind, row, up)];
        cells.push(c ? [c.a, ...c.ev.map((x) => (x === null ? '~' : String(Math.round(x * 1e7))))].join(',') : '');
      }
    }
  }
  return `${head}\n${cells.join(';')}`;
}

/**
 * The analysis back from {@link packSummary}.
 *
 * @param text - The packed analysis.
 */
export function unpackSummary(text: string): BjSummary {
  const nl = text.indexOf('\n');
  const head = JSON.parse(text.slice(0, nl)) as Omit<BjSummary, 'cells'>;
  const parts = text.slice(nl + 1).split(';');
  const cells: Record<string, SummaryCell> = {};
  let i = 0;
  for (const { kind, rows } of CHART_ROWS) {
    for (const row of rows) {
      for (const up of UP_CARDS) {
        const part = parts[i++];
        if (!part) continue;
        const [a, ...evs] = part.split(',');
        const ev = evs.map((x) => (x === '~' ? null : Number(x) / 1e7));
        cells[cellKey(kind, row, up)] = {
          a: ACTIONS.find((x) => x === a)!,
          ev: [ev[0]!, ev[1]!, ev[2] ?? null, ev[3] ?? null, ev[4] ?? null],
        };
      }
    }
  }
  return { ...head, cells };
}
