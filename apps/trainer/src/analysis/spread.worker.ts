/**
 * The Web Worker that precomputes the bet-ramp model (`spread.tasks.ts`, through the compute layer of
 * `@croupier/ui/compute`).
 *
 * @module
 */
import { serve } from '@croupier/ui/compute/serve';
import { spreadTasks } from './spread.tasks.ts';

serve(spreadTasks);
