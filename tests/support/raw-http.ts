import http from "node:http";

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  location: string | null;
  body: string;
}

export interface RawOptions {
  body?: string | Buffer;
  headers?: Record<string, string>;
  /** Source address of the connection (any 127.x.y.z works on Linux loopback). */
  localAddress?: string;
  agent?: http.Agent;
}

/**
 * One HTTP request sent byte for byte: the path is not normalised (fetch would), any method
 * goes (fetch refuses TRACE), and the source address can be chosen to act as another visitor.
 * A body without a Content-Type header gets none.
 */
export function rawRequest(base: string, method: string, path: string, options: RawOptions = {}): Promise<RawAnswer> {
  const url = new URL(base);
  const headers: Record<string, string | number> = { ...options.headers };
  if (options.body !== undefined) headers["Content-Length"] = Buffer.byteLength(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, method, path, headers, localAddress: options.localAddress, agent: options.agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            location: (res.headers.location as string | undefined) ?? null,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

export const FORM = { "Content-Type": "application/x-www-form-urlencoded" } as const;
