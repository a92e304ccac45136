/**
 * The site server on several processes (node:cluster), one per processor by default
 * (SITE_WORKERS): a render takes a core for its whole time, so one process uses one core.
 */
import cluster from 'node:cluster';

/**
 * The number of site server processes, from SITE_WORKERS: a whole number from 1 to 64, or unset
 * for one per processor the machine gives this process (`os.availableParallelism()`).
 * @throws when the value is not such a number
 */
export function siteWorkersFrom(value: string | undefined, processors: number): number {
  if (value === undefined || value.trim() === '') return Math.max(1, processors);
  const workers = Number(value.trim());
  if (!/^\d{1,2}$/.test(value.trim()) || workers < 1 || workers > 64)
    throw new Error(`SITE_WORKERS=${value} is not a whole number from 1 to 64`);
  return workers;
}

/** What runWorkers uses of node:cluster and of the process (replaced in its tests). */
export interface WorkersHost {
  cluster: Pick<typeof cluster, 'fork' | 'on' | 'workers'>;
  process: Pick<NodeJS.Process, 'on' | 'exit'>;
  /** Runs `run` after `ms` (setTimeout). */
  later(run: () => void, ms: number): void;
}

const nodeHost: WorkersHost = {
  cluster,
  process,
  later: (run, ms) => {
    setTimeout(run, ms);
  },
};

/**
 * Runs `workers` copies of the site server (node:cluster): they share its ports, and the
 * operating system's connections are spread over them, so a render uses every core, not one.
 * Each keeps its own page cache and reads the data version on every request, so a write shows
 * on the next request whichever process answers. A process that stops stops the others and this
 * one with its exit code (1 when it had none), for the supervisor (`npm start`, the deployment's)
 * to restart the site; SIGTERM and SIGINT stop them all (exit 0), 300 ms given to them.
 */
export function runWorkers(workers: number, host: WorkersHost = nodeHost): void {
  let stopping = false;
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(host.cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    host.later(() => host.process.exit(code), 300);
  };
  host.cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`Site server process ${worker.id} stopped (${signal ?? `exit ${code}`}).`);
    stop(code || 1);
  });
  host.process.on('SIGTERM', () => stop(0));
  host.process.on('SIGINT', () => stop(0));
  for (let i = 0; i < workers; i += 1) host.cluster.fork();
}
