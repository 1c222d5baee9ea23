import { performance } from 'node:perf_hooks';

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
export const percentile90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)]!;
export const percentile95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)]!;

export interface Timed {
  /** Wall time of each measured request, in ms. */
  times: number[];
  /** The headers of each measured answer. */
  headers: Headers[];
}

/**
 * Wall times of `runs` GETs of `url` one after another (each answer read whole), after `warmUp`
 * that are not measured: they warm the function, or the emulator, up.
 */
export async function timeRequests(
  url: string,
  { runs, warmUp, headers = {} }: { runs: number; warmUp: number; headers?: Record<string, string> },
): Promise<Timed> {
  const timed: Timed = { times: [], headers: [] };
  for (let run = 0; run < warmUp + runs; run += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.text();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    if (run < warmUp) continue;
    timed.times.push(performance.now() - started);
    timed.headers.push(response.headers);
  }
  return timed;
}

/** One line of a latency table: a label, the median and the 90th percentile. */
export const latencyRow = (label: string, { times }: Pick<Timed, 'times'>) =>
  `  ${label.padEnd(44)} median ${median(times).toFixed(1).padStart(6)} ms   p90 ${percentile90(times).toFixed(1).padStart(6)} ms`;
