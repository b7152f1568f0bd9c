/**
 * Core: shuffling an 8-deck shoe, and parsing card text, against plain baselines.
 */
import { parseCards, parseCardsOrThrow } from '@croupier/engine/cards';
import { seededRng, shuffleInPlace } from '@croupier/engine/rng';
import { compare, consume } from './harness.js';

const SHOE = Array.from({ length: 416 }, (_, i) => i % 52);

compare('shuffle an 8-deck shoe (416 cards), Fisher–Yates', 'shuffles', [
  {
    name: 'croupier (xoshiro128**, unbiased ranges)',
    ours: true,
    run: () => {
      const rng = seededRng(1);
      const a = SHOE.slice();
      for (let i = 0; i < 200; i++) shuffleInPlace(rng, a);
      consume(a[0]!);
      return 200;
    },
  },
  {
    name: 'baseline: Math.random Fisher–Yates',
    run: () => {
      const a = SHOE.slice();
      for (let k = 0; k < 200; k++) {
        for (let i = a.length - 1; i > 0; i--) {
          const j = Math.floor(Math.random() * (i + 1));
          const t = a[i]!;
          a[i] = a[j]!;
          a[j] = t;
        }
      }
      consume(a[0]!);
      return 200;
    },
  },
  {
    name: 'baseline: sort(() => Math.random() - 0.5) (biased)',
    run: () => {
      const a = SHOE.slice();
      for (let k = 0; k < 20; k++) a.sort(() => Math.random() - 0.5);
      consume(a[0]!);
      return 20;
    },
  },
]);

const HANDS = ['As Kd Jh 3c 2s', 'Т♠ К♥ В♦ 3♣ 2♠', '10h 9h 8h 7h 6h', 'Qd Qc 4s 4h 9c'];
const naive: Record<string, number> = {};
'23456789TJQKA'.split('').forEach((r, ri) => 'shdc'.split('').forEach((s, si) => (naive[r + s] = ri * 4 + si)));

compare('parse a five-card hand from text', 'hands', [
  {
    name: 'croupier parseCards (en + ru, validated)',
    ours: true,
    run: () => {
      let n = 0;
      for (let i = 0; i < 2000; i++) {
        const r = parseCards(HANDS[i & 3]!);
        if (r.ok) n += r.value[0]!;
      }
      consume(n);
      return 2000;
    },
  },
  {
    name: 'baseline: split + table lookup (English only, unchecked)',
    run: () => {
      let n = 0;
      for (let i = 0; i < 2000; i++) {
        const t = HANDS[(i & 1) * 2]!.replace('10', 'T').split(' ');
        n += naive[t[0]!] ?? 0;
      }
      consume(n);
      return 2000;
    },
  },
]);
consume(parseCardsOrThrow('As').length);
