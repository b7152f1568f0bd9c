import { useState, type ReactNode } from 'react';
import { resolveRulesOrThrow, type BlackjackRules } from '@croupier/engine/blackjack';
import { formatNumber } from '@croupier/ru';
import { payoutLines, type PayoutKind, type PayoutWorked } from './logic';
import Chips from '../method/Chips';
import './blackjack.css';
import { ChipsInput } from '../common/fields';

const SEED_RULES = resolveRulesOrThrow({ preset: 'seed' });

/** Props of {@link Payouts}. */
export interface PayoutsProps {
  /** The rules (default: the text's): the ratios and the rounding of a fraction of a chip. */
  readonly rules?: BlackjackRules;
}

/**
 * A payout's sentence with its two amounts (the winnings and what comes back with the stake) marked for
 * the figures check: `blackjack/seed/<win|blackjack|insurance>/<win|handed>/<stake>` (insurance: on half
 * of that stake). Plain text when the amounts cannot be found in it.
 */
function marked(text: string, kind: PayoutKind, stake: number, w: PayoutWorked | undefined): ReactNode {
  if (!w) return text;
  const handed = w.win + w.back;
  const win = `выигрыш ${formatNumber(w.win)}`;
  const back = `вместе со ставкой ${formatNumber(handed)}`;
  const i = text.indexOf(win);
  const j = text.indexOf(back, i + win.length);
  if (i < 0 || j < 0) return text;
  const id = (field: string) => `blackjack/seed/${kind}/${field}/${stake}`;
  return (
    <>
      {text.slice(0, i)}выигрыш <Chips id={id('win')} value={w.win} />
      {text.slice(i + win.length, j)}вместе со ставкой <Chips id={id('handed')} value={handed} />
      {text.slice(j + back.length)}
    </>
  );
}

/**
 * The payout table as a calculator: a stake, and what a win, a blackjack and insurance on half the
 * stake pay under the rules, settled by the engine and told in one sentence each.
 */
export default function Payouts({ rules = SEED_RULES }: PayoutsProps) {
  const [text, setText] = useState('10');
  const lines = payoutLines(rules, text);
  // The amounts are marked under the text's rules (the page's), by the preset's name.
  const line = (kind: PayoutKind) =>
    lines.ok
      ? rules === SEED_RULES
        ? marked(lines[kind], kind, Number(text), lines.worked[kind])
        : lines[kind]
      : null;
  return (
    <div className="bj-panel not-content" data-testid="bj-payouts">
      <label className="bj-row">
        Ставка:
        <ChipsInput
          className="bj-input"
          value={text}
          invalid={!lines.ok}
          onChange={(t) => setText(t.trim())}
          testId="bj-payouts-stake"
        />
      </label>
      {lines.ok ? (
        <ul className="bj-evs">
          <li data-testid="bj-payouts-win">{line('win')}</li>
          <li data-testid="bj-payouts-blackjack">{line('blackjack')}</li>
          <li data-testid="bj-payouts-insurance">{line('insurance')}</li>
        </ul>
      ) : (
        <p className="bj-bad">{lines.error}</p>
      )}
    </div>
  );
}
