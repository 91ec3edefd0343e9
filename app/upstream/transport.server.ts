/**
 * One HTTP exchange with the upstream. JSON calls go through node:http(s) with a keep-alive
 * agent rather than fetch: on Node 20, fetch costs about three times the CPU of http.request for
 * the small JSON calls the portal makes (320 µs against 110 µs a call, both ends, on loopback),
 * and a signed-in page makes one or two of them. A FormData body (an upload) still goes through
 * fetch, which writes the multipart body.
 */
import http from "node:http";
import https from "node:https";
import type { Readable } from "node:stream";
import zlib from "node:zlib";

export interface Exchange {
  method: string;
  headers: Headers;
  body: string | FormData | undefined;
  signal: AbortSignal;
}

export interface Answer {
  status: number;
  text: string;
}

/** Compressed answers are welcome (as with fetch) unless the call says otherwise (loopback). */
const ACCEPTED_ENCODINGS = "gzip, deflate, br";
const decoders: Record<string, () => NodeJS.ReadWriteStream> = {
  gzip: () => zlib.createGunzip(),
  "x-gzip": () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
  br: () => zlib.createBrotliDecompress(),
};

// Idle connections are kept for the next call. Node's agent closes one before the server's
// Keep-Alive timeout (its answer's hint) runs out.
const plain = { transport: http, agent: new http.Agent({ keepAlive: true }) };
const secure = { transport: https, agent: new https.Agent({ keepAlive: true }) };

export async function exchange(url: URL, init: Exchange): Promise<Answer> {
  if (init.body instanceof FormData) {
    const response = await fetch(url, {
      method: init.method,
      headers: init.headers,
      body: init.body,
      signal: init.signal,
      redirect: "manual",
    });
    return { status: response.status, text: await response.text() };
  }
  try {
    return await request(url, init);
  } catch (error) {
    // A kept connection the server had just closed: the request never reached it. Only a read
    // is sent again; a write fails as it would have (its reader can send it again).
    if (error instanceof ReusedSocketReset && init.method === "GET") return request(url, init);
    throw error instanceof ReusedSocketReset ? error.cause : error;
  }
}

class ReusedSocketReset extends Error {}

function request(url: URL, { method, headers, body, signal }: Exchange): Promise<Answer> {
  const { transport, agent } = url.protocol === "https:" ? secure : plain;
  const outgoing: Record<string, string> = Object.fromEntries(headers);
  outgoing["accept-encoding"] ??= ACCEPTED_ENCODINGS;
  if (typeof body === "string") outgoing["content-length"] = String(Buffer.byteLength(body));
  return new Promise<Answer>((resolve, reject) => {
    const req = transport.request(url, { method, headers: outgoing, agent, signal }, (res) => {
      const encoding = String(res.headers["content-encoding"] ?? "identity")
        .trim()
        .toLowerCase();
      const decoder = decoders[encoding];
      if (!decoder && encoding !== "identity") {
        res.destroy();
        return reject(new Error(`the upstream answered in an unknown encoding: ${encoding}`));
      }
      const stream: Readable = decoder ? (res.pipe(decoder()) as unknown as Readable) : res;
      let text = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (text += chunk));
      stream.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      stream.on("error", reject);
      res.on("error", reject);
      res.on("aborted", () => reject(new Error(`the upstream answer to ${method} ${url.pathname} was cut off`)));
    });
    req.on("error", (error: NodeJS.ErrnoException) => {
      reject(req.reusedSocket && error.code === "ECONNRESET" ? new ReusedSocketReset(error.message, { cause: error }) : error);
    });
    req.end(body);
  });
}
