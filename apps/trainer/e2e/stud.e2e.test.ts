/**
 * Browser tests of the stud drills: the cards on screen are judged with the independent oracle of
 * `@croupier/testkit` (combinations, the ace-king qualifier, the paytable), and the feedback links the
 * «Покер» page.
 */
import { describe, expect, it } from 'vitest';
import { naiveStudCategory, STUD_ORDER, TEXT_PAYS } from '@croupier/testkit/oracles/stud';
import {
  answerNumber,
  clickChoice,
  currentKey,
  feedback,
  shoot,
  shownHands,
  type Trainer,
  trainerEachTest,
} from './helpers.ts';

// The independent oracle of the testkit: the text's combinations counted naively, its order and its paytable.
const naiveName = naiveStudCategory;
const ORDER: readonly string[] = STUD_ORDER;
const PAYS = TEXT_PAYS;

let t: Trainer;
trainerEachTest((opened) => (t = opened));

// One key per drill: each drill's screen renders the item, takes the answer and shows the feedback in a
// browser. Every key's item and judgement against a naive evaluator is checked without a browser in
// src/drills/stud/stud.test.ts (keysUnder).
describe('stud drills', () => {
  it('are listed under «Покер»', async () => {
    await t.goto('/');
    const groups = await t.page.$$eval('.game-group', (gs) =>
      gs.map((g) => ({
        title: g.querySelector('h2')!.firstChild!.textContent,
        drills: Array.from(g.querySelectorAll('.drill-card'), (d) => d.getAttribute('data-drill')),
      })),
    );
    expect(groups.find((g) => g.title === 'Покер')?.drills).toEqual([
      'stud-name',
      'stud-compare',
      'stud-qualify',
      'stud-payout',
      'stud-fees',
      'stud-options',
      'stud-decision',
      'stud-exchange',
      'stud-sixth-card',
      'stud-sixth-play',
      'stud-insurance',
      'stud-buy-game',
      'stud-pay-chips',
      'stud-spot',
    ]);
  });

  it.each(['fullHouse'])('name the combination: %s', async (key) => {
    await t.goto(`/drill/stud-name?seed=5&key=${key}`);
    expect(await currentKey(t.page)).toBe(key);
    const [hand] = await shownHands(t.page);
    expect(naiveName(hand!)).toBe(key);
    await clickChoice(t.page, key);
    const f = await feedback(t.page);
    expect(f.correct).toBe(true);
    expect(f.ruleHref).toMatch(/\/poker\/#hands$/);
  });

  it.each(['wheel'])('which hand wins: %s', async (key) => {
    await t.goto(`/drill/stud-compare?seed=2&key=${key}`);
    const [a, b] = await shownHands(t.page);
    const ca = ORDER.indexOf(naiveName(a!));
    const cb = ORDER.indexOf(naiveName(b!));
    // Only the category decides in these cases, or the hands are equal (suits never rank), or the
    // triple decides the full house.
    let answer: string;
    if (ca !== cb) answer = ca > cb ? 'a' : 'b';
    else if (key === 'tie') answer = 'tie';
    else {
      const trip = (h: number[]) =>
        h.map((c) => Math.floor(c / 4)).find((r, _, rs) => rs.filter((x) => x === r).length === 3)!;
      const high = (h: number[]) =>
        h
          .map((c) => Math.floor(c / 4))
          .sort((x, y) => y - x)
          .join() === '12,3,2,1,0'
          ? 3
          : Math.max(...h.map((c) => Math.floor(c / 4)));
      answer = key === 'full' ? (trip(a!) > trip(b!) ? 'a' : 'b') : high(a!) > high(b!) ? 'a' : 'b';
    }
    await clickChoice(t.page, answer);
    const f = await feedback(t.page);
    expect(f.correct).toBe(true);
    expect(f.ruleHref).toMatch(/\/poker\/#ranking$/);
  });

  it.each(['aceKing'])('does the dealer qualify: %s', async (key) => {
    await t.goto(`/drill/stud-qualify?seed=3&key=${key}`);
    const [dealer] = await shownHands(t.page);
    const q = naiveName(dealer!) !== 'noGame';
    await clickChoice(t.page, q ? 'yes' : 'no');
    expect((await feedback(t.page)).correct).toBe(true);
  });

  it.each(['fullHouse', 'royalFlush', 'worked'])('what the round pays: %s', async (key) => {
    await t.goto(`/drill/stud-payout?seed=6&key=${key}`);
    const [player, dealer] = await shownHands(t.page);
    const prompt = (await t.page.locator('main').textContent()) ?? '';
    const ante = Number(/АНТЕ (\d+)/.exec(prompt)![1]);
    const pn = naiveName(player!);
    const dn = naiveName(dealer!);
    let net: number;
    if (dn === 'noGame') net = ante;
    else if (ORDER.indexOf(pn) > ORDER.indexOf(dn)) net = ante + 2 * ante * PAYS[pn]!;
    else net = -3 * ante; // the keys here never tie and never compare within a category
    if (key === 'worked') {
      // The text: «Если ставка АНТЕ - 10 … Фулл, составит 150. За Флеш-Рояль игроку будет выплачено 2010.»
      expect([ante, net]).toEqual([10, pn === 'royalFlush' ? 2010 : 150]);
      await shoot(t, `stud-payout-worked`);
    }
    await answerNumber(t.page, String(net));
    expect((await feedback(t.page)).correct).toBe(true);
    if (key === 'worked') await shoot(t, `stud-payout-worked-feedback`);
  });

  it('which decisions remain after an exchange: only 1 and 2 («Других альтернатив уже нет»)', async () => {
    await t.goto('/drill/stud-options?seed=4&key=exchanged');
    expect(await currentKey(t.page)).toBe('exchanged');
    await shoot(t, 'stud-options-exchanged');
    await clickChoice(t.page, 'fold-raise');
    const f = await feedback(t.page);
    expect(f.correct).toBe(true);
    expect(f.text).toContain('Других альтернатив уже нет');
    expect(f.ruleHref).toMatch(/\/poker\/#decisions$/);
    await shoot(t, 'stud-options-exchanged-feedback');
  });

  it('a fold loses the АНТЕ (and the fee of an exchange before it)', async () => {
    await t.goto('/drill/stud-options?seed=9&key=fold');
    const main = ((await t.page.locator('main').textContent()) ?? '').replace(/\s+/gu, ' ');
    const ante = Number(/АНТЕ: (\d+)/u.exec(main)![1]);
    const fee = Number(/плата — (\d+)/u.exec(main)?.[1] ?? 0);
    await answerNumber(t.page, String(-ante - fee));
    const f = await feedback(t.page);
    expect(f.correct).toBe(true);
    expect(f.text).toContain('Ставка АНТЕ тут же теряется');
    await shoot(t, 'stud-options-fold-feedback');
  });

  it('the decision: the advised answer is right, and a wrong one shows its EV cost', async () => {
    await t.goto('/drill/stud-decision?seed=7&key=pair');
    await clickChoice(t.page, 'fold');
    const f = await feedback(t.page);
    // A pair always plays better than folding (raise or draw): the fold is wrong and costs something.
    expect(f.correct).toBe(false);
    expect(f.text).toMatch(/АНТЕ/);
    expect(f.ruleHref).toMatch(/\/poker\/#advisor$/);
  });
});
