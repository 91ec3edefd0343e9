// Fetching from the running portal (scripts/mirror.mjs): requests with retries, and a pool that
// runs them a few at a time.

const USER_AGENT = "indiaai-portal-mirror/1 (+scripts/mirror.mjs)";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `handle` over jobs added at any time, `concurrency` at once; `done` settles when all have. */
export function workPool(concurrency, handle) {
  const queue = [];
  let running = 0;
  let finish;
  const done = new Promise((resolve) => (finish = resolve));
  const pump = () => {
    while (running < concurrency && queue.length) {
      const job = queue.shift();
      running++;
      Promise.resolve()
        .then(() => handle(job))
        .catch(() => {})
        .finally(() => {
          running--;
          pump();
        });
    }
    if (running === 0 && queue.length === 0) finish();
  };
  return {
    add(job) {
      queue.push(job);
    },
    start: pump,
    done,
  };
}

/**
 * Fetches addresses of the portal at `base` as an anonymous reader, without following redirects,
 * trying again after a timeout, 429 or 502-504 (up to `retries` times).
 * @returns {(address: string, headers: Record<string, string>) => Promise<{ response: Response, body: Uint8Array }>}
 */
export function requester({ base, timeoutMs, retries }) {
  return async function request(address, headers) {
    for (let attempt = 0; ; attempt++) {
      try {
        const response = await fetch(new URL(address, base), {
          headers: { "User-Agent": USER_AGENT, Accept: "*/*", ...headers },
          redirect: "manual",
          signal: AbortSignal.timeout(timeoutMs),
        });
        const busy = response.status === 429 || response.status === 502 || response.status === 503 || response.status === 504;
        if (!busy || attempt >= retries)
          return { response, body: response.status === 304 ? new Uint8Array() : new Uint8Array(await response.arrayBuffer()) };
        await response.arrayBuffer().catch(() => {});
        const after = Number(response.headers.get("retry-after"));
        await sleep(Number.isFinite(after) && after > 0 ? Math.min(after, 60) * 1000 : 500 * 2 ** attempt);
      } catch (error) {
        if (attempt >= retries) throw error;
        await sleep(500 * 2 ** attempt);
      }
    }
  };
}
