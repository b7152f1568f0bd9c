/// <reference lib="webworker" />
/** One blackjack analysis worker: serves {@link analysisTasks} off the page's thread. */
import { serve } from '@croupier/ui/compute/serve';
import { analysisTasks } from './analysis.tasks';

serve(analysisTasks);
