/** Load of `npm run bench`: one autocannon run against a URL, and what it measured. */
import autocannon from 'autocannon';

/** What one autocannon run measured. */
export interface Load {
  rps: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** Loads `url` with autocannon for `seconds` (bounded by a timeout around it). */
export async function load(
  url: string,
  options: { connections: number; seconds: number; headers: Record<string, string> },
): Promise<Load> {
  const { connections, seconds, headers } = options;
  const running = autocannon({ url, connections, duration: seconds, headers, timeout: 10 });
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`autocannon on ${url} did not finish`)), (seconds + 30) * 1000);
  });
  const result = await Promise.race([running, bound]).finally(() => clearTimeout(timer));
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
