/**
 * The Web Worker that values a stud hand for the play mode (`stud-advice.tasks.ts`, through the compute
 * layer of `@croupier/ui/compute`).
 *
 * @module
 */
import { serve } from '@croupier/ui/compute/serve';
import { studAdviceTasks } from './stud-advice.tasks.ts';

serve(studAdviceTasks);
