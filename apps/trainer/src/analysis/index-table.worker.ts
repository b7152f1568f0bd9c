/**
 * A Web Worker of the index-table pool (`index-table.tasks.ts`, through the compute layer of
 * `@croupier/ui/compute`): one step of the computation per request, with the same functions the Node
 * tests run (`index-table.ts`). The page keeps several of these busy with the levels; cancelling stops
 * them at once.
 *
 * @module
 */
import { serve } from '@croupier/ui/compute/serve';
import { indexTasks } from './index-table.tasks.ts';

serve(indexTasks);
