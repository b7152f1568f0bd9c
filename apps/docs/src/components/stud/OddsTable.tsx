import { STUD_ODDS, type StudOddsFigure } from '@croupier/paytables/stud';
import { formatNumber, formatPercent } from '@croupier/ru';
import Fig from '../method/Fig';
import './stud.css';

/** A share as `@croupier/ru` writes a percentage, or «—» when there is no figure. */
function percentOrDash(x: number | undefined, digits = 4): string {
  return x === undefined ? '—' : formatPercent(x, digits);
}

/** The figure id of each variant's rules (see `method/figures.ts`). */
const FIGURE_BASE = {
  caribbean: 'stud/caribbean',
  noExchange: 'stud/seed+maxExchange=0',
  casino: 'stud/casino',
  seed: 'stud/seed',
} as const;

const ROWS: readonly { key: 'caribbean' | 'noExchange' | 'casino' | 'seed'; name: string }[] = [
  { key: 'caribbean', name: 'Карибский покер: одна карта дилера открыта, обмена нет' },
  { key: 'noExchange', name: 'Игра из текста без обмена' },
  { key: 'casino', name: 'Игра из текста, обмен только одной карты' },
  { key: 'seed', name: 'Игра из текста с обменом одной или двух карт' },
];

function edge(f: StudOddsFigure): string {
  if (f.exact) return percentOrDash(f.houseEdgeValue);
  const ci = f.houseEdgeCi95;
  return `≈ ${percentOrDash(f.houseEdgeValue, 2)} (95 %: ${percentOrDash(ci?.[0], 2)} … ${percentOrDash(ci?.[1], 2)})`;
}

/**
 * The house edge and element of risk under optimal play for the four variants, from the figures the
 * engine's generator computed (rendered at build time, no client JavaScript).
 */
export default function OddsTable() {
  return (
    <div className="not-content" data-testid="stud-odds">
      <table className="stud-table" tabIndex={0}>
        <thead>
          <tr>
            <th scope="col">Правила</th>
            <th scope="col">Преимущество казино (на АНТЕ)</th>
            <th scope="col">На всю поставленную сумму</th>
            <th scope="col">Игрок делает СТАВКУ</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((r) => {
            const f = STUD_ODDS[r.key];
            return (
              <tr key={r.key} data-testid={`stud-odds-${r.key}`}>
                <td>{r.name}</td>
                <td data-testid="edge">
                  {f.exact ? <Fig id={`${FIGURE_BASE[r.key]}/ante/houseEdge`} value={f.houseEdgeValue} /> : edge(f)}
                </td>
                <td data-testid="eor">
                  {f.exact && f.elementOfRiskValue !== undefined ? (
                    <Fig id={`${FIGURE_BASE[r.key]}/ante/elementOfRisk`} value={f.elementOfRiskValue} exact={null} />
                  ) : (
                    percentOrDash(f.elementOfRiskValue, f.exact ? 4 : 2)
                  )}
                </td>
                <td>{percentOrDash(f.raiseChanceValue, 2)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {STUD_ODDS.seed.exact ? (
        <p className="stud-muted">
          Все цифры точные: перебраны все 134 459 классов рук игрока (с точностью до мастей).
        </p>
      ) : (
        <p className="stud-muted" data-testid="stud-odds-estimate">
          Карибский покер и игра без обмена посчитаны точно (все 134 459 классов рук игрока, с точностью до мастей). Для
          игры с обменом точный расчёт каждого класса перебирает все замены и все руки дилера; к сборке сайта посчитано{' '}
          {formatNumber(STUD_ODDS.seed.classesDone ?? 0)} случайно выбранных классов из{' '}
          {formatNumber(STUD_ODDS.seed.classes ?? 0)}, поэтому показана оценка с 95-процентным интервалом: выигрыш от
          обмена, вычтенный из точного преимущества без обмена. Гарантированно преимущество не больше{' '}
          {percentOrDash(STUD_ODDS.seed.houseEdgeAtMost)} — обмен игроку никогда не вредит.
        </p>
      )}
    </div>
  );
}
