/**
 * Reads a figure back from the built page: the number a reader sees («1,0579 %», «−1/9», «3,38») and
 * the data the markup carries, so the check over the built pages can compare both with the CLI.
 *
 * @module
 */

/** A figure as found in the built HTML. */
export interface ShownFigure {
  readonly id: string;
  /** `data-value`: the value the page computed. */
  readonly value: number;
  /** `data-exact`: `num/den`, or `null`. */
  readonly exact: string | null;
  /** `data-shown`: how it is written. */
  readonly as: 'percent' | 'number' | 'fraction';
  /** Whether the sign was flipped for the reader. */
  readonly negate: boolean;
  /** The text the reader sees. */
  readonly text: string;
  /** `data-live`: an island computed it (its id has no row of its own on the method page). */
  readonly live: boolean;
  /** `data-base`: the figure is a change, `id − base`. */
  readonly base: string | null;
  /** `data-tolerance`: how far the page's value may be from the engine's (its data are rounded), or 0. */
  readonly tolerance: number;
}

const ATTR = /([a-z-]+)(?:="([^"]*)")?/g;
const unescape = (v: string) => v.replace(/&#x2B;/gi, '+').replace(/&amp;/g, '&');

/**
 * Every `<a … data-figure=…>text</a>` of a page's HTML.
 *
 * @param html - The built page.
 */
export function figuresIn(html: string): ShownFigure[] {
  const out: ShownFigure[] = [];
  for (const m of html.matchAll(/<a\s([^>]*\bdata-figure="[^"]+"[^>]*)>([^<]*)<\/a>/g)) {
    const attrs = new Map<string, string>();
    for (const a of m[1]!.matchAll(ATTR)) attrs.set(a[1]!, a[2] ?? '');
    out.push({
      id: unescape(attrs.get('data-figure')!),
      value: Number(attrs.get('data-value')),
      exact: attrs.get('data-exact') ?? null,
      as: (attrs.get('data-shown') ?? 'percent') as ShownFigure['as'],
      negate: attrs.has('data-negate'),
      text: m[2]!,
      live: attrs.has('data-live'),
      base: attrs.has('data-base') ? unescape(attrs.get('data-base')!) : null,
      tolerance: Number(attrs.get('data-tolerance') ?? 0),
    });
  }
  return out;
}

/**
 * The number a reader sees, as a JavaScript number (a percentage as a share): «1,0579 %» → 0.010579,
 * «−1/9» → −0.111…, «3,38» → 3.38. Returns the decimals shown too, to know the rounding; «<0,1 %» (a
 * figure too small to show at those decimals) is 0.001 with `below`.
 *
 * @param text - The figure's text.
 * @param as - How it is written.
 */
export function readShown(text: string, as: ShownFigure['as']): { value: number; decimals: number; below?: true } {
  // «<0,1 %»: a figure too small for the decimals shown, said as a bound (its absolute value is below it).
  if (/^[\s\u00a0\u202f]*</u.test(text)) return { ...readShown(text.replace('<', ''), as), below: true };
  const t = text
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace('−', '-')
    .replace('%', '');
  if (as === 'fraction') {
    const [num, den = '1'] = t.split('/');
    return { value: Number(num) / Number(den), decimals: Infinity };
  }
  const decimals = t.includes(',') ? t.split(',')[1]!.length : 0;
  const n = Number(t.replace(',', '.'));
  return as === 'percent' ? { value: n / 100, decimals: decimals + 2 } : { value: n, decimals };
}

/**
 * The longest run of digits a reader may meet on a page without opening anything: four. A Russian number
 * groups its thousands with spaces («1 000 000»), a percentage has at most four decimals («13,7277 %»),
 * so only an exact fraction's numerator or denominator, a raw count or a code has a longer run.
 */
export const MAX_DIGIT_RUN = 4;

/**
 * The runs of digits in a text longer than {@link MAX_DIGIT_RUN}, each with the words around it. The zeros
 * that open a small decimal («0,000154 %», three significant digits) are not counted: a reader reads them
 * as the size, not as digits.
 *
 * @param text - What a reader sees.
 * @param max - The longest run allowed (default {@link MAX_DIGIT_RUN}).
 */
export function longDigitRuns(text: string, max = MAX_DIGIT_RUN): string[] {
  const t = text.replace(/(?<!\d)0,0+(?=[1-9])/gu, '0,');
  return [...t.matchAll(new RegExp(`\\d{${max + 1},}`, 'gu'))].map((m) =>
    t.slice(Math.max(0, m.index - 40), m.index + m[0].length + 20).trim(),
  );
}
