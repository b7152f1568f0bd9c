/// <reference lib="webworker" />
/** The stud rule-cost island's worker: serves {@link studTasks} off the page's thread. */
import { serve } from '@croupier/ui/compute/serve';
import { studTasks } from './stud.tasks';

serve(studTasks);
