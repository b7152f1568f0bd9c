import { betTerms, resolveRulesOrThrow, type BaccaratBet } from '@croupier/engine/baccarat';
import { BACCARAT_BET_NAMES, BACCARAT_BET_RULES, formatFraction, formatRatio } from '@croupier/ru';
import Fig from '../method/Fig';
import { computeFigure, methodPath, parseFigureId } from '../method/figures';
import './baccarat.css';
import './sideBets.css';

/** One row: a side bet (or a commission-free Банко) at the table that offers it. */
interface SideRow {
  readonly id: string;
  readonly table: string;
}

/**
 * The tables whose side bets the engine offers: the casino's pairs (and either pair and perfect pair at
 * their usual payouts), commission-free Банко paying 1:2 on a six, and EZ baccarat with Dragon 7 and
 * Panda 8. Each figure is the engine's exact enumeration of an 8-deck shoe (`computeFigure`).
 */
const ROWS: readonly SideRow[] = [
  { id: 'baccarat/casino/playerPair/houseEdge', table: 'казино' },
  { id: 'baccarat/casino/bankerPair/houseEdge', table: 'казино' },
  { id: 'baccarat/casino+eitherPairPays=5:1/eitherPair/houseEdge', table: 'казино, ставка «любая пара»' },
  { id: 'baccarat/casino+perfectPairPays=25:1/perfectPair/houseEdge', table: 'казино, ставка «идеальная пара»' },
  { id: 'baccarat/noCommission/banker/houseEdge', table: 'без комиссии' },
  { id: 'baccarat/ez/banker/houseEdge', table: 'без комиссии, с Драконом 7 и Пандой 8' },
  { id: 'baccarat/ez/dragon7/houseEdge', table: 'без комиссии, с Драконом 7 и Пандой 8' },
  { id: 'baccarat/ez/panda8/houseEdge', table: 'без комиссии, с Драконом 7 и Пандой 8' },
];

/** The rules of a row's id, through the engine's resolver. */
function rulesOf(id: string) {
  const r = parseFigureId(id);
  const overrides = Object.fromEntries(
    r.sets.map(([k, v]) => {
      const [pays, per] = v.split(':').map(Number);
      return [k, { pays, per }];
    }),
  );
  return resolveRulesOrThrow({ preset: r.preset as 'casino', overrides });
}

/** What a bet pays at a table, in words: «11:1», «1:1, шестёрка — 1:2». */
function paysRu(id: string): string {
  const bet = parseFigureId(id).bet as BaccaratBet;
  const terms = betTerms(rulesOf(id), bet);
  return terms.payouts
    .map((p) => (p.when === 'bankerSix' ? `выигрыш шестёркой — ${formatRatio(p.ratio)}` : formatRatio(p.ratio)))
    .concat(terms.pushesOn.includes('bankerThreeCardSeven') ? ['выигрыш тремя картами на 7 — возврат'] : [])
    .join('; ');
}

/**
 * The side bets of the baccarat table (issue 15): each with its payout, the exact house edge (a figure
 * linked to the method page, which prints the command that repeats it), the fraction folded beneath and the shoe.
 * Rendered at build time, no client JavaScript.
 */
export default function SideBets() {
  return (
    <div className="not-content" data-testid="bac-side-bets">
      <div className="bac-grid-wrap" tabIndex={0} role="region" aria-label="Боковые ставки: таблица">
        <table className="bac-table bac-side-table">
          <thead>
            <tr>
              <th scope="col">Ставка и стол</th>
              <th scope="col">Выплата</th>
              {/* A soft hyphen: the long word may break on a phone. */}
              <th scope="col">Преиму{'\u00ad'}щество казино</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((r) => {
              const bet = parseFigureId(r.id).bet as BaccaratBet;
              const v = computeFigure(r.id);
              return (
                <tr key={r.id} data-testid={`bac-side-${bet}-${parseFigureId(r.id).preset}`}>
                  <th scope="row">
                    {BACCARAT_BET_NAMES[bet]}
                    <span className="bac-side-table-name">Стол: {r.table}.</span>
                    <span className="bac-side-rule">{BACCARAT_BET_RULES[bet]}</span>
                  </th>
                  <td>{paysRu(r.id)}</td>
                  <td>
                    <Fig id={r.id} />
                    {v.exact ? (
                      <details className="bac-exact">
                        <summary>дробь</summary>
                        {formatFraction(v.exact.num, v.exact.den)}
                      </details>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="bac-muted">
        Башмак — 8 полных колод, перебраны все коны: пары решают ранги первых двух карт, идеальную пару — ранг и масть,
        Дракона 7 и Панду 8 — весь кон. Каждая цифра — ссылка на её строку на странице{' '}
        <a href={methodPath('baccarat')}>«Баккара: как это посчитано»</a>: там её точная дробь, опубликованная цифра, с
        которой она сверена, и как её повторить.
      </p>
    </div>
  );
}
