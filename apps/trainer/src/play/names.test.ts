import { describe, expect, it } from 'vitest';
import { PLAY_TITLE_RU, playAnswerRu, playGameOf, playKeyRu } from './names.ts';

describe('the play modes’ records in Russian', () => {
  it.each([
    ['play-blackjack', 'blackjack'],
    ['play-stud', 'stud'],
    ['play-poker', undefined],
    ['blackjack-strategy', undefined],
    ['craps-payout', undefined],
  ] as const)('%s is the play mode of %s', (drill, game) => {
    expect(playGameOf(drill)).toBe(game);
  });

  // The keys as the play modes' graders write them (play/blackjack.ts `decisionKey`, play/baccarat.ts,
  // play/craps.ts, play/stud.ts), named as the drills name the same cells.
  it.each([
    ['blackjack', 'soft-18-9', 'мягкая 18 против 9'],
    ['blackjack', 'pair-A-A', 'пара тузов против туза'],
    ['blackjack', 'insurance', 'страховка'],
    // The full table's counts (table/count-answer.ts).
    ['blackjack', 'table-count-running', 'счёт за полным столом: текущий'],
    ['blackjack', 'table-count-true', 'счёт за полным столом: истинный'],
    ['baccarat', 'player-5', 'игрок 5: брать ли карту'],
    ['baccarat', 'banker-6-stood', 'крупье 6, игрок стоял'],
    ['baccarat', 'banker-3-8', 'крупье 3 против 8'],
    ['baccarat', 'winner-natural', 'кто выиграл: натуральная'],
    ['baccarat', 'pay-banker', 'выплата: Банко'],
    ['craps', 'place6@8', '«На номер» 6, пункт 8'],
    ['craps', 'pay-place6@off', 'выплата: «На номер» 6, выход'],
    ['craps', 'nonsense@4', 'ставка, пункт 4'],
    ['stud', 'flush-after', 'Флеш, после обмена'],
  ] as const)('%s %s: «%s»', (game, key, label) => {
    expect(playKeyRu(game, key)).toBe(label);
  });

  it.each([
    ['blackjack', 'double', 'Удвоить'],
    ['blackjack', 'noInsurance', 'Не страховать'],
    ['baccarat', 'draw', 'Берёт карту'],
    ['baccarat', 'banker', 'Банко'],
    ['baccarat', '19', '19'],
    ['craps', 'move', 'Переходит на свой пункт'],
    ['craps', '-5', '-5'],
    ['stud', 'raise', 'Играть'],
    ['stud', 'x024', 'Заменить 3 карты'],
    ['stud', 'x01234', 'Заменить 5 карт'],
    ['stud', 'x3', 'Заменить 1 карту'],
    ['stud', 'what', '—'],
  ] as const)('%s answer %s: «%s»', (game, id, name) => {
    expect(playAnswerRu(game, id)).toBe(name);
  });

  it('names every mode without a Latin letter', () => {
    for (const t of Object.values(PLAY_TITLE_RU)) expect(t).not.toMatch(/[a-z]/iu);
  });
});
