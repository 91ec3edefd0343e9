// Minimal types for the parts of autocannon 9 that bench/run.ts uses (the package ships none).
declare module "autocannon" {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    [key: string]: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
  }
  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): unknown;
  export default autocannon;
}
