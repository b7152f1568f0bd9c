/**
 * The blackjack rule-cost island's client of the compute layer: up to {@link poolSize} workers, made as
 * the analyses need them.
 *
 * @module
 */
import { ComputeClient, ComputeError } from '@croupier/ui/compute';
import type { analysisTasks } from './analysis.tasks';
import { poolSize, type Analyse } from './pool';
import AnalysisWorker from './analysis.worker.ts?worker';

let client: ComputeClient<typeof analysisTasks> | null = null;

/** Runs one analysis on the island's client (made on the first call, sized for this device). */
export const analyseOnWorkers: Analyse = (key, config) => {
  client ??= new ComputeClient<typeof analysisTasks>({
    create: () => new AnalysisWorker(),
    size: poolSize(typeof navigator === 'undefined' ? undefined : navigator.hardwareConcurrency),
  });
  return client.run('analyse', { key, config }, { key }).catch((e: unknown) => {
    throw new Error(
      e instanceof ComputeError && e.code === 'compute/worker-failed'
        ? 'Не удалось запустить расчёт в фоновом потоке.'
        : 'Не удалось посчитать эти правила: ошибка программы.',
    );
  });
};
