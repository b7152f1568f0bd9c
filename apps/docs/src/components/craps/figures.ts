/**
 * The exact figures the craps page prints, computed by the engine when the site is built: every bet
 * of the layout under the text's rules and under casino rules.
 *
 * @module
 */
import { analyzeBets, resolveRulesOrThrow, type BetAnalysis } from '@croupier/engine/craps';
import { rational, type Fraction } from '@croupier/engine';
import { formatFraction } from '@croupier/ru';

/** One row of the bet table. */
export interface CrapsRow {
  /** Bet id (or a way of playing it). */
  readonly id: string;
  /** What it pays. */
  readonly pays: string;
  /** Probability it wins, per bet made, and as a fraction in Russian typography. */
  readonly win: number;
  readonly winExact: string;
  /** House edge per bet made under the text's rules, and as a fraction (`7/495`, `−1/9`). */
  readonly edgeSeed: number;
  readonly exactSeed: string;
  /** The same under casino rules (`null` where the play does not exist there). */
  readonly edgeCasino: number | null;
  readonly exactCasino: string | null;
  /** House edge per resolved bet (text's rules). */
  readonly edgeResolved: number;
  /** Expected rolls to a decision. */
  readonly rolls: number;
}

let cache: CrapsRow[] | undefined;

/** The engine's payout text in Russian words. */
function paysRu(pays: string): string {
  return pays
    .replace('(¼ each)', '(по ¼ ставки)')
    .replace(/(\d)x\b/gu, '$1×')
    .replace(/(\d+)%/gu, '$1\u00a0%');
}

/** Every bet's row: the text's rules beside the casino's. */
export function crapsRows(): CrapsRow[] {
  if (cache) return cache;
  const seed = analyzeBets(resolveRulesOrThrow({ preset: 'seed' }));
  const casino = new Map(analyzeBets(resolveRulesOrThrow({ preset: 'casino' })).map((b) => [b.id, b]));
  const num = rational.toNumber;
  const str = (f: Fraction) => formatFraction(f.num, f.den);
  cache = seed.map((b: BetAnalysis) => {
    const c = casino.get(b.id);
    return {
      id: b.id,
      pays: paysRu(c && c.pays !== b.pays ? `${b.pays} (казино: ${c.pays})` : b.pays),
      win: num(b.win),
      winExact: str(b.win),
      edgeSeed: num(b.houseEdge),
      exactSeed: str(b.houseEdge),
      edgeCasino: c ? num(c.houseEdge) : null,
      exactCasino: c ? str(c.houseEdge) : null,
      edgeResolved: num(b.edgePerResolved),
      rolls: num(b.expectedRolls),
    };
  });
  return cache;
}

/** One row by id. */
export function crapsRow(id: string): CrapsRow {
  const r = crapsRows().find((x) => x.id === id);
  if (!r) throw new Error(`no craps row ${id}`);
  return r;
}

const TWIN: Readonly<Record<string, string>> = { '10': '4', '9': '5', '8': '6' };

/** A row of the bet table with the number's twin folded in (4 and 10, 5 and 9, 6 and 8 pay alike). */
export interface PairedRow extends CrapsRow {
  /** The twin's number, when the row stands for two bets. */
  readonly twin: string | null;
}

/**
 * The bet table's rows with twin numbers folded together — only where the twins' figures are equal,
 * which the engine computes for each separately.
 */
export function pairedRows(): PairedRow[] {
  const rows = crapsRows();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out: PairedRow[] = [];
  const folded = new Set<string>();
  for (const r of rows) {
    const m = /^(.*?)(\d+)$/.exec(r.id);
    const twinNumber = m ? Object.entries(TWIN).find(([, low]) => low === m[2])?.[0] : undefined;
    const twin =
      m && twinNumber && m[1] !== 'big'
        ? byId.get(`${m[1]}${twinNumber}`)
        : m && m[1] === 'big' && m[2] === '6'
          ? byId.get('big8')
          : undefined;
    if (folded.has(r.id)) continue;
    if (twin && twin.exactSeed === r.exactSeed && twin.exactCasino === r.exactCasino && twin.pays === r.pays) {
      folded.add(twin.id);
      out.push({ ...r, twin: twin.id.replace(/\D+/, '') });
    } else out.push({ ...r, twin: null });
  }
  return out;
}
