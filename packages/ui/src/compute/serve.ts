/**
 * `@croupier/ui/compute/serve`: the part of the compute layer a worker file needs — `serve`, `transfer`
 * and `ComputeError` — without the client and the React hook, so a worker's bundle holds no React.
 *
 * @packageDocumentation
 */
export { serve, transfer, type TaskContext, type TaskHandler, type TaskMap } from './host';
export { ComputeError, type ComputeErrorData } from './protocol';
