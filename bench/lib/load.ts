// Load with autocannon (a lean HTTP client, so that the client takes little of the 2 shared cores):
// `clients` connections for `seconds` after a short warm-up.
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  bytesPerAnswer: number;
  errors: number;
  non2xx: number;
}

export async function load(url: string, opts: { clients: number; seconds: number; headers?: Record<string, string>; warmupSeconds?: number }): Promise<LoadResult> {
  const base = { url, headers: opts.headers ?? {}, connections: opts.clients };
  await autocannon({ ...base, duration: opts.warmupSeconds ?? 2 });
  const r = await autocannon({ ...base, duration: opts.seconds });
  return {
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    maxMs: r.latency.max,
    requests: r.requests.total,
    bytesPerAnswer: Math.round(r.throughput.total / Math.max(1, r.requests.total)),
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}
