import { describe, expect, it } from 'vitest';
import { familyHeads, familyNotes, familyTable } from './rulesTable';

const table = familyTable();
const cell = (row: string, preset: string) => table.find((r) => r.row === row)!.cells.find((c) => c.preset === preset)!;

describe('the rules table of Russian poker at the casinos', () => {
  it('has the text’s game first, then the five casinos', () => {
    expect(familyHeads()).toEqual(['Игра из текста', 'Aragon', 'Oracul', 'Senator', 'Olympic', 'Оазис-покер']);
  });

  // The values and pages of decision 033 and the casinos' pages it quotes.
  it.each([
    ['exchangeFees', 'oasis', '1, 2, 3, 2, 1 АНТЕ', 'https://wizardofodds.com/games/oasis-poker/'],
    ['exchangeFees', 'seed', '1, 1½ АНТЕ', '/poker/#exchange'],
    [
      'buyGame',
      'senator',
      'за 1 АНТЕ; пришла карта того же ранга — замена ещё раз',
      'http://senator.am/eng/games.php?page=4',
    ],
    ['anteWhenDealerLoses', 'oracul', 'возвращается без выигрыша', 'https://www.oracul-casino.com/russian-poker/'],
    ['anteWhenDealerLoses', 'oasis', 'оплачивается 1:1', 'https://wizardofodds.com/games/oasis-poker/'],
    [
      'insurance',
      'olympic',
      'с тройки и старше, от АНТЕ до половины выплаты СТАВКИ',
      'https://olympic-casino.lv/en/game/russian-poker-1',
    ],
    ['pair', 'aragon', '2:1', 'http://casino-aragon.by/casino/games-and-bets/russian-poker/?lang=en'],
  ])('%s at %s: %s', (row, preset, text, href) => {
    expect([cell(row, preset).text, cell(row, preset).href]).toEqual([text, href]);
  });

  it('says which casino values are the site’s readings of pages that leave the point open', () => {
    // From the sources of packages/paytables (decision 033): where a page does not say, or breaks off.
    const readings = table.flatMap((r) => r.cells.filter((c) => c.reading !== null).map((c) => `${c.preset}:${r.row}`));
    expect(readings.sort()).toEqual(
      [
        'aragon:upCard',
        'aragon:exchange',
        'aragon:twoCombinations',
        'aragon:anteWhenDealerLoses',
        'aragon:buyGame',
        'aragon:insurance',
        'aragon:pair',
        'oracul:upCard',
        'oracul:exchange',
        'oracul:buyGame',
        'oracul:insurance',
        'oracul:qualifier',
        'senator:upCard',
        'senator:exchange',
        'senator:insurance',
        'olympic:exchange',
        'olympic:anteWhenDealerLoses',
        'olympic:buyGame',
        'olympic:qualifier',
        'olympic:pair',
        'oasis:upCard',
        'oasis:buyGame',
        'oasis:insurance',
        'seed:qualifier',
      ].sort(),
    );
  });

  it('marks the options the text does not have, and the rows where the tables differ', () => {
    const absent = table.flatMap((r) => r.cells.filter((c) => c.absent).map(() => r.row));
    expect(absent).toEqual(['sixthCard', 'twoCombinations', 'buyGame', 'insurance']);
    expect(table.filter((r) => !r.differs).map((r) => r.row)).toEqual(['qualifier']);
  });

  it('numbers each different reading once, in the order of the rows', () => {
    const { notes, noteOf } = familyNotes(table);
    // The up-card: Aragon, Oracul and Senator share one reading, Oasis has its own; the exchange's one
    // reading (all five exchanged) is shared by the four tables without Oasis's rule.
    expect(noteOf(cell('upCard', 'aragon'))).toBe(1);
    expect(noteOf(cell('upCard', 'senator'))).toBe(1);
    expect(noteOf(cell('upCard', 'oasis'))).toBe(2);
    expect(noteOf(cell('exchange', 'olympic'))).toBe(3);
    expect(noteOf(cell('exchange', 'oasis'))).toBeNull();
    expect(new Set(notes).size).toBe(notes.length);
  });
});
