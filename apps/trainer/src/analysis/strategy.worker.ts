/**
 * The Web Worker that analyses blackjack for the strategy drill (`strategy.tasks.ts`, through the
 * compute layer of `@croupier/ui/compute`).
 *
 * @module
 */
import { serve } from '@croupier/ui/compute/serve';
import { strategyTasks } from './strategy.tasks.ts';

serve(strategyTasks);
