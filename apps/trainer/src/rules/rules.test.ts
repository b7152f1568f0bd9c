import { describe, expect, it } from 'vitest';
import { resolveRulesOrThrow as baccarat } from '@croupier/engine/baccarat';
import { resolveRulesOrThrow as blackjack } from '@croupier/engine/blackjack';
import { resolveRulesOrThrow as craps } from '@croupier/engine/craps';
import { resolveRulesOrThrow as stud } from '@croupier/engine/stud';
import { rulesKey } from '@croupier/engine';
import { defaultRulesSettings, originOf, resolveChoice, resolveSettings, RULES_GAMES, withOption } from './choice.ts';
import { rulesLine } from './line.ts';
import { currentValue, RULE_OPTIONS, valueLabel } from './options.ts';

describe('the rules a trainee starts with', () => {
  it('are the text’s rules of every game, baccarat’s tableau included (the pages’ default)', () => {
    expect(resolveSettings(defaultRulesSettings())).toEqual({
      blackjack: blackjack(),
      baccarat: baccarat({ preset: 'seed' }),
      craps: craps(),
      stud: stud(),
    });
    // The text's banker rule for 5 and 6 (docs/rules.md, baccarat: the banker's third card), its 8-deck shoe.
    expect(resolveSettings(defaultRulesSettings()).baccarat).toMatchObject({ tableau: 'seed', decks: 8 });
    expect(resolveSettings(defaultRulesSettings()).blackjack).toEqual(blackjack({ preset: 'seed' }));
  });
});

describe('a choice', () => {
  it('keeps only the options that differ from its preset', () => {
    const c1 = withOption('blackjack', { preset: 'seed', overrides: {} }, 'dealerHitsSoft17', true);
    expect(c1.overrides).toEqual({ dealerHitsSoft17: true });
    expect(withOption('blackjack', c1, 'dealerHitsSoft17', false).overrides).toEqual({});
  });

  it('is checked by the engine, and a refusal is worded in Russian', () => {
    expect(resolveChoice('blackjack', { preset: 'seed', overrides: { doubleOn: '10-11' } })).toMatchObject({
      ok: true,
      rules: { doubleOn: '10-11', decks: 6 },
    });
    const bad = resolveChoice('blackjack', { preset: 'seed', overrides: { decks: 0 } });
    expect(bad).toMatchObject({ ok: false, message: expect.stringContaining('число колод') });
  });

  it.each([
    [blackjack({ preset: 'seed' }), undefined, 'seed'],
    [blackjack({ preset: 'casino' }), 'casino', 'casino'],
    [blackjack({ preset: 'seed', overrides: { decks: 1 } }), 'seed', 'seed-changed'],
    [blackjack({ preset: 'seed', overrides: { decks: 1 } }), undefined, 'custom'],
  ] as const)('origin %#: %s', (rules, from, origin) => {
    expect(originOf('blackjack', rules, from)).toBe(origin);
  });

  it('is named in the rules line (hand-worked)', () => {
    expect(rulesLine('blackjack', blackjack({ preset: 'seed' }), ['dealerHitsSoft17'], 'seed')).toBe(
      'Правила: по тексту — крупье стоит на мягких 17',
    );
    expect(
      rulesLine(
        'baccarat',
        baccarat({ preset: 'casino', overrides: { tableau: 'seed' } }),
        ['tableau', 'tableau'],
        'casino',
      ),
    ).toBe('Правила: как в казино, с изменениями — третья карта крупье по таблице текста (при 5 и 6 наоборот)');
  });
});

describe('the picker’s options', () => {
  it.each(RULES_GAMES.map((g) => [g]))(
    '%s: every value is accepted by the engine from both presets, worded distinctly, and found again',
    (game) => {
      for (const preset of ['seed', 'casino'] as const) {
        for (const option of RULE_OPTIONS[game]) {
          const labels = new Set<string>();
          for (const value of option.values) {
            const r = resolveChoice(game, { preset, overrides: value.patch });
            expect(r.ok, `${game} ${option.id} ${value.id} from ${preset}`).toBe(true);
            if (!r.ok) continue;
            labels.add(valueLabel(game, r.rules, option, value));
            expect(currentValue(r.rules, option)?.id).toBe(value.id);
          }
          expect(labels.size).toBe(option.values.length);
        }
      }
    },
  );

  it('each preset holds one of the listed values of every option', () => {
    for (const game of RULES_GAMES) {
      for (const preset of ['seed', 'casino'] as const) {
        const r = resolveChoice(game, { preset, overrides: {} });
        for (const option of RULE_OPTIONS[game]) expect(r.ok && currentValue(r.rules, option)).toBeTruthy();
      }
    }
  });
});

describe('the strategy cache key', () => {
  it('is the same for the same rules in any key order, and differs for other rules', () => {
    const r = blackjack({ preset: 'seed' });
    const shuffled = Object.fromEntries(Object.entries(r).reverse());
    expect(rulesKey(shuffled)).toBe(rulesKey(r));
    expect(rulesKey({ ...r, dealerHitsSoft17: true })).not.toBe(rulesKey(r));
  });
});

describe('the casinos’ Russian-poker tables in the picker', () => {
  it('offers each table whole, and the rules line names it (decision 033’s presets)', () => {
    const table = RULE_OPTIONS.stud.find((o) => o.id === 'table')!;
    expect(table.values.map((v) => v.id)).toEqual([
      'seed',
      'casino',
      'caribbean',
      'aragon',
      'oracul',
      'senator',
      'olympic',
      'oasis',
    ]);
    // Picking Senator from the text's preset gives exactly Senator's rules, which the engine accepts.
    let choice = defaultRulesSettings().stud;
    for (const [k, v] of Object.entries(table.values.find((v) => v.id === 'senator')!.patch))
      choice = withOption('stud', choice, k, v);
    const r = resolveChoice('stud', choice);
    expect(r.ok && r.rules).toEqual(stud({ preset: 'senator' }));
    if (!r.ok) return;
    expect(currentValue(r.rules, table)?.id).toBe('senator');
    expect(rulesLine('stud', r.rules, ['upCards'], 'seed')).toBe(
      'Правила: Русский покер (Senator) — одна карта дилера открыта',
    );
  });
});
