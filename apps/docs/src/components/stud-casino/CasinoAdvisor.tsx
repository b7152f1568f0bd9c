import { useEffect, useMemo, useReducer, useRef } from 'react';
import type { Card } from '@croupier/engine/cards';
import { categoryOf, evaluate } from '@croupier/engine/stud';
import { RUSSIAN_POKER_PRESETS, studPresets } from '@croupier/paytables/stud';
import { formatNumber, STUD_FAMILY_PRESET_RU, studCategoryRu } from '@croupier/ru';
import { CardPicker, Hand } from '@croupier/ui';
import { isAbortError } from '@croupier/ui/compute';
import { adviceErrorRu, advisorClient } from '../stud/advisorClient';
import type { AdvisorReply } from '../stud/advisorModel';
import type { RussianPokerPreset } from '../stud/advisor.tasks';
import { Select } from '../common/fields';
import AdviceTable from './AdviceTable';
import {
  bestIsSure,
  hasLowerBounds,
  initialCasinoAdvisor,
  phaseOf,
  requestInput,
  requestOf,
  rowsOf,
  shownRows,
  step,
  type CasinoAdvisorRequest,
} from './advisorModel';
import './casino.css';

/** Runs each new request on the stud advisor's worker (cancelling the one before) and passes the answer on. */
function useCasinoAdvice(request: CasinoAdvisorRequest | null, onReply: (reply: AdvisorReply) => void) {
  const listener = useRef(onReply);
  listener.current = onReply;
  useEffect(() => {
    if (!request) return;
    const controller = new AbortController();
    const { id } = request;
    advisorClient.runTimed('adviseCasino', request.input, { signal: controller.signal }).then(
      ({ result, ms }) => listener.current({ id, ms, options: result }),
      (e: unknown) => {
        if (!isAbortError(e)) listener.current({ id, ms: 0, options: [], error: adviceErrorRu(e) });
      },
    );
    return () => controller.abort();
  }, [request]);
}

const PRESETS = RUSSIAN_POKER_PRESETS.map((p) => [p, STUD_FAMILY_PRESET_RU[p]] as const);
const category = (cards: readonly Card[]) => {
  const r = evaluate(cards);
  return r.ok ? studCategoryRu(categoryOf(r.value)) : '';
};

/**
 * The casino advisor: a preset, the player's five cards and the dealer's open card (dealt from a seed,
 * or picked), and the exact EV per АНТЕ of every option the preset allows, computed in the worker.
 */
export default function CasinoAdvisor() {
  const [state, dispatch] = useReducer(step, { preset: 'senator', seed: 1 }, initialCasinoAdvisor);
  const request = useMemo(() => requestOf(state), [state]);
  useCasinoAdvice(request, (reply) => dispatch({ type: 'reply', reply }));
  const { cards } = state;
  const rows = shownRows(state);
  const buyGame = studPresets[state.preset].rules.buyGame !== 'none';
  const fifth = studPresets[state.preset].rules.upCardPosition === 'fifth';
  return (
    <div className="stud-panel not-content" data-testid="casino-advisor" data-state={phaseOf(state)}>
      <div className="stud-row">
        <span className="stud-label">Правила казино</span>
        <Select
          value={state.preset}
          options={PRESETS}
          onChange={(v) => dispatch({ type: 'preset', preset: v as RussianPokerPreset })}
          testId="casino-advisor-preset"
          className="stud-input"
          ariaLabel="Правила казино"
        />
        <button
          type="button"
          className="stud-button stud-button--primary"
          onClick={() => dispatch({ type: 'deal', seed: (state.seed ?? 0) + 1 })}
          data-testid="casino-advisor-deal"
        >
          Сдать
        </button>
        <button type="button" className="stud-button" onClick={() => dispatch({ type: 'cards', cards: [] })}>
          Выбрать карты
        </button>
      </div>
      {cards.length === 6 ? (
        <div className="stud-hands">
          <Hand cards={cards.slice(0, 5)} caption="Карты игрока" value={category(cards.slice(0, 5))} tone="accent" />
          <Hand
            cards={[cards[5]!]}
            hidden={4}
            caption={fifth ? 'Дилер: открыта пятая карта' : 'Дилер: открыта первая карта'}
            className={fifth ? 'casino-up-fifth' : ''}
          />
        </div>
      ) : (
        <p className="stud-muted">
          Выберите шесть карт: первые пять — игроку, шестая — открытая карта дилера ({cards.length} из 6).
        </p>
      )}
      {state.seed !== null ? <p className="stud-muted">Раздача № {formatNumber(state.seed)}.</p> : null}
      <div aria-live="polite" data-testid="casino-advisor-result" data-busy={state.kind === 'computing'}>
        {state.kind === 'computing' ? (
          <p className="stud-muted" data-testid="casino-advisor-pending">
            Считаю точно: все обмены, шестая карта и все руки дилера… Первый расчёт дольше — движок строит таблицы.
          </p>
        ) : null}
        {state.kind === 'error' ? <p className="stud-error">{state.reply?.error}</p> : null}
        {state.kind === 'done' && state.reply ? (
          <>
            <AdviceTable
              rows={rows}
              input={requestInput(state)}
              total={rowsOf(state).length}
              expanded={state.expanded}
              onExpand={(expanded) => dispatch({ type: 'expand', expanded })}
              buyGame={buyGame}
              bounds={hasLowerBounds(state) ? (bestIsSure(state) ? 'sure' : 'unsure') : 'none'}
              ms={state.reply.ms}
            />
          </>
        ) : null}
      </div>
      {cards.length < 6 ? (
        <CardPicker
          selected={cards}
          onChange={(c) => dispatch({ type: 'cards', cards: c })}
          max={6}
          label="Колода: пять карт игроку и открытая карта дилера"
        />
      ) : null}
    </div>
  );
}
