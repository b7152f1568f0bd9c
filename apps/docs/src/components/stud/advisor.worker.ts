/// <reference lib="webworker" />
/**
 * The advisor's worker: the exact EV of every option for a hand, computed off the page's thread (the
 * counting tables are built on the first request and kept).
 */
import { formatCards } from '@croupier/engine/cards';
import { isCroupierError, rational } from '@croupier/engine';
import { adviseOrThrow, resolveRulesOrThrow, type StudError } from '@croupier/engine/stud';
import { studErrorRu } from '@croupier/ru';
import type { AdvisorReply, AdvisorRequest } from './advisor';

const rules = resolveRulesOrThrow();

self.onmessage = (e: MessageEvent<AdvisorRequest>) => {
  const t0 = performance.now();
  try {
    const a = adviseOrThrow(e.data.hand, rules, { exchange: e.data.exchange });
    const reply: AdvisorReply = {
      id: e.data.id,
      ms: performance.now() - t0,
      options: a.options.map((o) => ({
        action: o.action,
        discard: [...o.discard],
        discardText: formatCards(o.discard, { notation: 'ru' }),
        ev: rational.toNumber(o.ev),
        evExact: rational.toFractionString(o.ev),
        best: o === a.best,
        ...(o.raiseChance
          ? {
              raiseChance: rational.toNumber(o.raiseChance),
              raiseChanceExact: rational.toFractionString(o.raiseChance),
            }
          : {}),
      })),
    };
    (self as unknown as Worker).postMessage(reply);
  } catch (err) {
    (self as unknown as Worker).postMessage({
      id: e.data.id,
      ms: 0,
      options: [],
      // The engine's message is for developers; the reader gets the Russian sentence for its code.
      error: isCroupierError(err) ? studErrorRu(err.error as StudError) : 'Не удалось посчитать: ошибка программы.',
    });
  }
};
