// The registry consumer: everything a developer does first with the installed packages.
import { baccarat } from './baccarat.js';
import { blackjack } from './blackjack.js';
import { check, failures } from './check.js';
import { core } from './core.js';
import { craps } from './craps.js';
import { subpathExports } from './every-subpath.js';
import { stud } from './stud.js';

declare const process: { exitCode?: number };

check(Object.keys(subpathExports).length > 0, `every subpath imports (${Object.keys(subpathExports).length})`);
core();
baccarat();
blackjack();
craps();
stud();
if (failures() > 0) process.exitCode = 1;
