import { useEffect, useState } from 'react';
import { insuranceAdvice, lookupIndex, type IndexTableView } from '@croupier/engine/blackjack';
import type { BLACKJACK_INDEX_TABLES } from '@croupier/paytables/blackjack-indices';
import { formatPercent } from '@croupier/ru';
import { handRu, handValues, PLAY_RU, signedRu, upRu } from './words';
import './counting.css';

type Preset = 'seed' | 'casino';
type Kind = 'hard' | 'soft' | 'pair';

const HANDS: { id: string; kind: Kind; row: number }[] = [
  ...Array.from({ length: 12 }, (_, i) => ({ id: `hard-${8 + i}`, kind: 'hard' as const, row: 8 + i })),
  ...Array.from({ length: 8 }, (_, i) => ({ id: `soft-${13 + i}`, kind: 'soft' as const, row: 13 + i })),
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((row) => ({ id: `pair-${row}`, kind: 'pair' as const, row })),
];
const UPS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 1];
const PLAYS = ['hit', 'stand', 'double', 'split', 'surrender'] as const;

/** The shipped index tables (about 55 kB gzip): loaded when the lookup hydrates, not with the page. */
type Tables = typeof BLACKJACK_INDEX_TABLES;

/**
 * An index lookup: rules, hand, dealer's card and a Hi-Lo true count → the play by the engine's index
 * table for those rules (`lookupIndex` on the shipped tables), and what every play costs at that count.
 * The tables load once the island hydrates (the page's script budget, issue 12); until then the form is
 * shown with a note.
 */
export default function IndexLookup() {
  // Set once React has attached its handlers and the tables have come (browser tests wait for it).
  const [tables, setTables] = useState<Tables | null>(null);
  useEffect(() => {
    let live = true;
    void import('@croupier/paytables/blackjack-indices').then((m) => {
      if (live) setTables(m.BLACKJACK_INDEX_TABLES);
    });
    return () => {
      live = false;
    };
  }, []);
  const hydrated = tables !== null;
  const [preset, setPreset] = useState<Preset>('seed');
  const [handId, setHandId] = useState('hard-16');
  const [up, setUp] = useState(10);
  const [count, setCount] = useState(0);
  const hand = HANDS.find((h) => h.id === handId)!;
  const table = tables === null ? null : (tables[preset].hilo as unknown as IndexTableView);
  // A floored count k stands for true counts from k up to k + 1: the plays are valued at its middle.
  const at = count + 0.5;
  const advice = table === null ? undefined : lookupIndex(table, handValues(hand), up, at);
  const insurance = table !== null && up === 1 ? insuranceAdvice(table, at) : null;
  return (
    <div className="cnt-panel" data-testid="cnt-lookup" data-hydrated={hydrated}>
      <div className="cnt-form">
        <label>
          Правила
          <select value={preset} onChange={(e) => setPreset(e.target.value as Preset)} data-testid="cnt-lookup-rules">
            <option value="seed">по тексту (без закрытой карты)</option>
            <option value="casino">казино (6 колод, проверка блекджека)</option>
          </select>
        </label>
        <label>
          Рука
          <select value={handId} onChange={(e) => setHandId(e.target.value)} data-testid="cnt-lookup-hand">
            {HANDS.map((h) => (
              <option key={h.id} value={h.id}>
                {handRu(h)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Карта крупье
          <select value={up} onChange={(e) => setUp(Number(e.target.value))} data-testid="cnt-lookup-up">
            {UPS.map((u) => (
              <option key={u} value={u}>
                {upRu(u)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Истинный счёт Хай-Лоу: <strong data-testid="cnt-lookup-count">{signedRu(count)}</strong>
          <input
            type="range"
            min={-8}
            max={8}
            step={1}
            value={count}
            onChange={(e) => setCount(Number(e.target.value))}
            data-testid="cnt-lookup-slider"
          />
        </label>
      </div>
      {tables === null ? (
        <p className="cnt-muted">Загружаются таблицы индексов…</p>
      ) : advice === null || advice === undefined ? (
        <p className="cnt-muted">Для этой руки в таблице нет решения.</p>
      ) : (
        <div aria-live="polite">
          <p className="cnt-result">
            Ход: <strong data-testid="cnt-lookup-play">{PLAY_RU[advice.play]}</strong>
            {advice.deviates ? ` (по базовой стратегии — ${PLAY_RU[advice.basic]})` : ' — как в базовой стратегии'}.
          </p>
          <p className="cnt-muted" data-testid="cnt-lookup-index">
            {advice.index
              ? `Индекс: ${PLAY_RU[deviationOf(tables, preset, hand, up, advice.index.index)]} при счёте ${signedRu(advice.index.whole)} и ${advice.index.direction === 'atOrAbove' ? 'выше' : 'ниже'} (ходы равны при ${signedRu(advice.index.index, 2)}).`
              : 'Отклонения в пределах счёта от −12 до +12 нет.'}
          </p>
          <ul className="cnt-costs" data-testid="cnt-lookup-costs">
            {PLAYS.filter((p) => advice.cost[p] !== undefined).map((p) => (
              <li key={p} data-play={p} data-cost={advice.cost[p]}>
                {PLAY_RU[p]}: {advice.cost[p] === 0 ? 'лучший ход' : `−${formatPercent(advice.cost[p]!, 2)} ставки`}
              </li>
            ))}
          </ul>
          <p className="cnt-muted">
            Счёт {signedRu(count)} — это истинный счёт от {signedRu(count)} до {signedRu(count + 1)}: ходы оценены при{' '}
            {signedRu(at, 1)}, потери — против лучшего хода, на единицу ставки.
          </p>
        </div>
      )}
      {insurance && tables ? (
        <p className="cnt-result" data-testid="cnt-lookup-insurance">
          Страховка: {insurance.take ? 'брать' : 'не брать'} (выгодна при счёте{' '}
          {insurance.index === null ? '—' : `${signedRu(tables[preset].hilo.insurance.wholeIndex)} и выше`}; её ожидание
          сейчас {signedRu(insurance.ev * 100, 2)} % страхуемой суммы).
        </p>
      ) : null}
    </div>
  );
}

/** The play of the deviation whose crossover is `index` (the index line names it on either side). */
function deviationOf(
  tables: Tables,
  preset: Preset,
  hand: { kind: Kind; row: number },
  up: number,
  index: number,
): string {
  const e = tables[preset].hilo.entries.find(
    (x) => x.decision.kind === hand.kind && x.decision.row === hand.row && x.decision.up === up && x.index === index,
  );
  return e?.deviation ?? '';
}
