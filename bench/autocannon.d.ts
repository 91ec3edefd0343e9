// Minimal types for the parts of autocannon 9 that the bench uses (the package ships none).
declare module "autocannon" {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    [key: string]: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    [key: string]: unknown;
  }
  export interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Record<string, unknown>, context: Record<string, unknown>) => Record<string, unknown>;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: RequestSpec[];
    /** Requests per second from all connections together (the rest of the time they wait). */
    overallRate?: number;
  }
  export interface Instance {
    on(event: "response", listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): void;
    on(event: string, listener: (...args: unknown[]) => void): void;
    stop(): void;
  }
  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
