// A small closed-loop load generator: `clients` concurrent loops for `seconds`, bounded in count.
export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

export async function load(url: string, opts: { clients: number; seconds: number; headers?: Record<string, string>; maxRequests?: number }): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + opts.seconds * 1000;
  const max = opts.maxRequests ?? 200_000;
  const t0 = performance.now();
  async function client() {
    while (performance.now() < deadline && latencies.length + errors < max) {
      const s = performance.now();
      try {
        const res = await fetch(url, { headers: opts.headers });
        await res.arrayBuffer();
        if (res.status >= 400) errors++;
        else latencies.push(performance.now() - s);
      } catch {
        errors++;
      }
    }
  }
  await Promise.all(Array.from({ length: opts.clients }, client));
  const elapsed = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => Number((latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? NaN).toFixed(2));
  return { requests: latencies.length, errors, rps: Math.round(latencies.length / elapsed), p50: pct(0.5), p99: pct(0.99) };
}
