/// <reference lib="webworker" />
/** The advisor's worker: serves {@link advisorTasks} off the page's thread. */
import { serve } from '@croupier/ui/compute/serve';
import { advisorTasks } from './advisor.tasks';

serve(advisorTasks);
