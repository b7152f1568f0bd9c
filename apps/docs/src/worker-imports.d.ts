// Vite's `?worker` imports (the compute layer's way to make a worker, see packages/ui/src/compute/README.md):
// the module's default export constructs the bundled worker. vite/client declares it, but the docs site
// does not depend on vite directly, so the one declaration it needs is here.
declare module '*?worker' {
  const WorkerFactory: new (options?: { name?: string }) => Worker;
  export default WorkerFactory;
}
