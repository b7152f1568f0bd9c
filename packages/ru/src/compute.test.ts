import { describe, expect, it } from 'vitest';
import { resolveRules } from '@croupier/engine/blackjack';
import { computeErrorRu } from './compute.js';
import { blackjackRuleErrorRu, ruleErrorRu } from './errors.js';

// Hand-written sentences for what the compute layer rejects with.
describe('compute-layer errors in Russian', () => {
  it.each([
    {
      code: 'compute/worker-failed',
      ru: 'Не удалось запустить расчёт в фоновом потоке. Обновите страницу, чтобы попробовать снова.',
    },
    { code: 'compute/failed', ru: 'Не удалось посчитать: ошибка программы.' },
    { code: 'compute/bad-input', ru: 'Не удалось посчитать: ошибка программы.' },
    { code: 'compute/unknown-task', ru: 'Не удалось посчитать: ошибка программы.' },
    { code: 'demo/never-heard-of', ru: 'Не удалось посчитать: ошибка программы.' },
  ])('$code', ({ code, ru }) => {
    expect(computeErrorRu({ code, details: undefined }, ruleErrorRu)).toBe(ru);
  });

  it('words an engine rule error that came back from a worker as the engine’s own', () => {
    // @ts-expect-error -- an unknown preset, as JSON could bring it
    const r = resolveRules({ preset: 'vegas' });
    if (r.ok) throw new Error('vegas resolved');
    expect(computeErrorRu({ code: r.error.code, details: r.error }, blackjackRuleErrorRu)).toBe(
      'Такого набора правил нет: есть правила текста и правила казино.',
    );
  });
});
