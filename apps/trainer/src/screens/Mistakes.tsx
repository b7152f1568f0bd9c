import { MISTAKES_RU as RU } from '@croupier/ru/trainer/mistakes';
import { useMemo } from 'react';
import { Dice, Hand } from '@croupier/ui';
import { useStrategy } from '../analysis/useStrategy.ts';
import { CostFigure } from '../components/CostFigure.tsx';
import type { DrillItem, Verdict } from '../drill.ts';
import { drillLoader } from '../drills/load.ts';
import { settingFor } from '../drills/setting.ts';
import { lastMisses } from '../ledger.ts';
import { PLAY_TITLE_RU, playAnswerRu, playGameOf, playKeyRu } from '../play/names.ts';
import { docsLink } from '../links.ts';
import { appHref } from '../router.ts';
import type { RulesByGame } from '../rules/choice.ts';
import { itemRng } from '../session.ts';
import { useSolvedMisses, type PendingMiss } from './solved-misses.ts';
import type { AnswerRecord } from '../storage/log.ts';
import type { Progress } from '../storage/progress.ts';
import type { StrategyTable } from '../analysis/strategy-table.ts';

/** A miss's key in the review. */
const missKey = (r: AnswerRecord) => `${r.at}-${r.seed}-${r.key}`;

/** A drill by id; its game is loaded by the route before this screen shows. */
const findDrill = (id: string) => drillLoader.loadedDrill(id);

/** Props of {@link Mistakes}. */
export interface MistakesProps {
  /** The saved progress (its answer log). */
  readonly progress: Progress;
  /** Every game's rules in play (a miss is dealt again under them). */
  readonly rules: RulesByGame;
  /** Opens an app path. */
  readonly onOpen: (path: string) => void;
}

/** How many misses the review shows. */
export const SHOWN = 30;

/**
 * The replay link of a record: its item dealt again from its seed and key; for a whole round's decision,
 * the game's play mode (a round is dealt again from its history, which the record does not hold).
 */
export function replayPath(r: AnswerRecord): string {
  const game = playGameOf(r.drill);
  if (game !== undefined) return `/play/${game}`;
  return `/drill/${encodeURIComponent(r.drill)}?seed=${encodeURIComponent(r.seed)}&key=${encodeURIComponent(r.key)}`;
}

/** A miss dealt again (the same item when the rules are the same) and judged again, or `undefined`. */
function redeal(
  r: AnswerRecord,
  rules: RulesByGame,
  strategy: StrategyTable | undefined,
): { item: DrillItem; verdict: Verdict } | { pending: PendingMiss } | undefined {
  const drill = findDrill(r.drill);
  if (drill === undefined) return undefined;
  if (drill.needs === 'blackjack-strategy' && strategy === undefined) return undefined;
  try {
    const item = drill.item(r.key, itemRng(r.seed), settingFor(drill, rules, strategy));
    // An item whose solution is computed in a worker is judged once it is solved (`useSolvedMisses`).
    if (item.solution.pending === true) return { pending: { key: missKey(r), drill, item, answer: r.answer } };
    return { item, verdict: drill.check(item, r.answer) };
  } catch {
    return undefined; // a key these rules do not have
  }
}

const timeFormat = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * The last misses, newest first: the hand or dice dealt again from the record's seed and key, the answer
 * given, the right one, what it cost and the rule's paragraph, each with «Повторить» that deals the same
 * item in its drill.
 *
 * @param props - See {@link MistakesProps}.
 */
export default function Mistakes({ progress, rules, onOpen }: MistakesProps) {
  const misses = useMemo(() => lastMisses(progress.log, SHOWN), [progress.log]);
  const needsStrategy = misses.some((r) => findDrill(r.drill)?.needs === 'blackjack-strategy');
  const strategy = useStrategy(needsStrategy ? rules.blackjack : null);
  const table = strategy.status === 'ready' ? strategy.table : undefined;
  const dealt = misses.map((r) => ({ r, again: redeal(r, rules, table) }));
  const solved = useSolvedMisses(dealt.flatMap((d) => (d.again && 'pending' in d.again ? [d.again.pending] : [])));
  return (
    <div className="mistakes-page">
      <div className="practice-top">
        <a className="btn btn--ghost" href={appHref('/')} onClick={(e) => (e.preventDefault(), onOpen('/'))}>
          {RU.back}
        </a>
      </div>
      <section className="panel">
        <h1>{RU.title}</h1>
        <p>{RU.intro}</p>
        {misses.length === 0 ? (
          <p data-testid="no-mistakes">{RU.none}</p>
        ) : (
          <ol className="mistakes" data-testid="mistakes">
            {dealt.map(({ r, again }) => {
              const pending = again !== undefined && 'pending' in again;
              return (
                <Miss
                  key={missKey(r)}
                  record={r}
                  again={pending ? solved.get(missKey(r)) : again}
                  computing={
                    (pending && !solved.has(missKey(r))) ||
                    (table === undefined && findDrill(r.drill)?.needs === 'blackjack-strategy')
                  }
                  onOpen={onOpen}
                />
              );
            })}
          </ol>
        )}
      </section>
    </div>
  );
}

function Miss({
  record: r,
  again,
  computing,
  onOpen,
}: {
  readonly record: AnswerRecord;
  readonly again: { item: DrillItem; verdict: Verdict } | undefined;
  /** The item waits for the blackjack strategy of these rules, still being computed. */
  readonly computing: boolean;
  readonly onOpen: (path: string) => void;
}) {
  const drill = findDrill(r.drill);
  const game = playGameOf(r.drill);
  const item = again?.item;
  // A choice is named by its button's label; until the item is dealt again (the strategy still computing) or
  // when it cannot be (a key these rules lack), only a number is shown as it is, never a choice's id.
  const unknown = computing ? RU.computing : '—';
  const choiceLabel = (id: string) =>
    game !== undefined
      ? playAnswerRu(game, id)
      : item?.answer.kind === 'choice'
        ? (item.answer.choices.find((c) => c.id === id)?.label ?? '—')
        : item !== undefined || /^[-+−]?\d+$/u.test(id)
          ? id
          : unknown;
  const unit = (drill?.game ?? game) === 'stud' ? 'ante' : 'bet';
  const title = game !== undefined ? PLAY_TITLE_RU[game] : (drill?.title ?? RU.gone);
  const keyLabel = game !== undefined ? playKeyRu(game, r.key) : drill?.keyLabel?.(r.key);
  return (
    <li className="miss" data-testid="miss" data-drill={r.drill} data-key={r.key} data-seed={r.seed}>
      <p className="miss-head">
        <strong>{title}</strong>
        {keyLabel !== undefined ? ` · ${keyLabel}` : ''} ·{' '}
        <time dateTime={new Date(r.at).toISOString()}>{timeFormat.format(r.at)}</time>
      </p>
      {item?.hands && item.hands.length > 0 ? (
        <div className="miss-table">
          {item.hands.map((h, i) => (
            <Hand key={`${h.label}-${i}`} caption={h.label} cards={h.cards} hidden={h.hidden ?? 0} size="sm" />
          ))}
        </div>
      ) : null}
      {item?.dice ? (
        <div className="miss-table">
          <Dice roll={item.dice} size="sm" showTotal={false} />
        </div>
      ) : null}
      {item ? <p className="miss-prompt">{item.prompt}</p> : null}
      <p>
        {RU.answer}
        <span data-testid="miss-answer">{choiceLabel(r.answer)}</span>
        {RU.expected} <strong data-testid="miss-expected">{again?.verdict.expected ?? choiceLabel(r.expected)}</strong>.
      </p>
      {r.cost !== undefined && r.cost.value > 0 ? (
        <div className="miss-cost">
          <CostFigure cost={r.cost} unit={unit} sentence testId="miss-cost" />
        </div>
      ) : null}
      <p className="miss-actions">
        <a
          className="btn"
          href={appHref(replayPath(r))}
          onClick={(e) => {
            e.preventDefault();
            onOpen(replayPath(r));
          }}
          data-testid="replay-miss"
        >
          {game !== undefined ? RU.toGame : RU.replay}
        </a>
        {again?.verdict.ruleLink ? (
          <a className="rule-link" href={docsLink(again.verdict.ruleLink)} target="_blank" rel="noopener">
            {RU.ruleLink}
          </a>
        ) : null}
      </p>
    </li>
  );
}
