/// <reference lib="webworker" />
/** The bet-ramp page's worker: serves {@link bettingTasks} off the page's thread. */
import { serve } from '@croupier/ui/compute/serve';
import { bettingTasks } from './betting.tasks';

serve(bettingTasks);
