/// <reference lib="webworker" />
/**
 * One blackjack analysis worker: the exact enumeration of `@croupier/engine/blackjack` for a rules
 * configuration, off the page's thread (about a second for six decks on a laptop).
 */
import { analyse } from '@croupier/engine/blackjack';
import type { BjReply, BjRequest } from './protocol';
import { summarise } from './summary';

const post = (reply: BjReply) => (self as unknown as Worker).postMessage(reply);

self.onmessage = (e: MessageEvent<BjRequest>) => {
  const { key, config } = e.data;
  const t0 = performance.now();
  try {
    const g = analyse(config.rules, config.infinite ? 'infinite' : undefined);
    post({ key, summary: summarise(key, g, performance.now() - t0) });
  } catch {
    post({ key, error: 'Не удалось посчитать эти правила: ошибка программы.' });
  }
};
