/// <reference lib="webworker" />
/** The variance explorer's worker: serves {@link varianceTasks} off the page's thread. */
import { serve } from '@croupier/ui/compute/serve';
import { varianceTasks } from './variance.tasks';

serve(varianceTasks);
