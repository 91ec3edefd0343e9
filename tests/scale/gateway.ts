/**
 * deploy/nginx.conf, run on one machine: the lines marked `# scale-test:` (replica addresses,
 * listening ports, log files) are rewritten for loopback, everything else is the file compose
 * mounts into the gateway (its page cache goes in the prefix). Used by `npm run test:scale`,
 * tests/deploy/deploy.test.ts and tests/deploy/gateway-cache.test.ts.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const NGINX_CONF = fileURLToPath(new URL("../../deploy/nginx.conf", import.meta.url));

export interface GatewayOptions {
  /** host:port of each portal replica. */
  replicas: string[];
  /** The public port (compose: 80). */
  port: number;
  /** The internal port: the API's purge and the gateway's health (compose: 8081). */
  internalPort: number;
  /** A directory of its own: pid, logs and nginx's temporary files. */
  prefix: string;
  /** In place of the reads' `proxy_read_timeout` (tests/deploy/gateway-retries.test.ts: a hung replica in a second, not ten). */
  readTimeoutS?: number;
}

/**
 * The reads nginx sends each replica at once: `max_conns` on the `portal` group's servers
 * (decision 0136); past it nginx answers itself. Undefined when the configuration sets none.
 */
export function readsPerReplica(source = fs.readFileSync(NGINX_CONF, "utf8")): number | undefined {
  const group = /upstream portal \{([^}]*)\}/.exec(source)?.[1] ?? "";
  const limit = /^\s*server\s+\S+[^;]*\smax_conns=(\d+)/m.exec(group)?.[1];
  return limit ? Number(limit) : undefined;
}

/** The reads' `proxy_read_timeout` (the line marked "read timeout"), in ms. Undefined when the configuration marks none. */
export function readTimeoutMs(source = fs.readFileSync(NGINX_CONF, "utf8")): number | undefined {
  const seconds = /^\s*proxy_read_timeout (\d+)s;\s*# scale-test: read timeout/m.exec(source)?.[1];
  return seconds ? Number(seconds) * 1000 : undefined;
}

/**
 * How long after the first try nginx still sends a request to another replica
 * (`proxy_next_upstream_timeout`, decision 0109), in ms. Undefined when the configuration sets none.
 */
export function retryWindowMs(source = fs.readFileSync(NGINX_CONF, "utf8")): number | undefined {
  const seconds = /^\s*proxy_next_upstream_timeout (\d+)s;/m.exec(source)?.[1];
  return seconds ? Number(seconds) * 1000 : undefined;
}

/** The nginx binary: NGINX, else nginx on the PATH or in /usr/sbin (Debian's is not on a user's PATH). */
export function nginxBinary(): string | undefined {
  if (process.env.NGINX) return process.env.NGINX;
  const found = spawnSync("sh", ["-c", "command -v nginx || ls /usr/sbin/nginx"], { encoding: "utf8" });
  const bin = found.stdout.trim().split("\n")[0];
  return found.status === 0 && bin ? bin : undefined;
}

/** The configuration text for loopback; throws when a marked line is missing from deploy/nginx.conf. */
export function gatewayConfig(options: GatewayOptions, source = fs.readFileSync(NGINX_CONF, "utf8")): string {
  const lines = source.split("\n");
  const marked = (name: string) => lines.flatMap((line, i) => (line.includes(`# scale-test: ${name}`) ? [i] : []));
  const replace = (name: string, make: (line: string) => string[]) => {
    const at = marked(name);
    if (at.length === 0) throw new Error(`deploy/nginx.conf has no line marked "# scale-test: ${name}"`);
    const first = at[0];
    for (const i of at.reverse()) {
      const replacement = i === first ? make(lines[i]) : [];
      lines.splice(i, 1, ...replacement);
    }
  };
  const indent = (line: string) => /^\s*/.exec(line)![0];
  const unmarked = (line: string) => line.replace(/\s*# scale-test:.*$/, "");
  const log = (file: string) => path.join(options.prefix, file);

  // Each upstream group's marked lines become one line per replica, with that group's parameters.
  const groups = marked("replica").reduce<number[][]>((runs, i) => {
    const last = runs.at(-1);
    if (last && last.at(-1) === i - 1) last.push(i);
    else runs.push([i]);
    return runs;
  }, []);
  if (groups.length === 0) throw new Error('deploy/nginx.conf has no line marked "# scale-test: replica"');
  for (const run of groups.reverse()) {
    const line = lines[run[0]];
    const params = /server\s+\S+\s+([^;]*);/.exec(line)?.[1] ?? "";
    lines.splice(
      run[0],
      run.length,
      ...options.replicas.map((address) => `${indent(line)}server ${address} ${params};`.replace(/ ;$/, ";")),
    );
  }
  replace("page cache", (line) => [unmarked(line.replace(/proxy_cache_path \S+/, `proxy_cache_path ${log("cache")}`))]);
  replace("read timeout", (line) => [
    options.readTimeoutS ? `${indent(line)}proxy_read_timeout ${options.readTimeoutS}s;` : unmarked(line),
  ]);
  replace("public port", (line) => [`${indent(line)}listen 127.0.0.1:${options.port};`]);
  replace("internal port", (line) => [`${indent(line)}listen 127.0.0.1:${options.internalPort};`]);
  replace("error log", (line) => [`${indent(line)}error_log ${log("error.log")} warn;`, `pid ${log("nginx.pid")};`]);
  replace("access log", (line) => [
    `${indent(line)}access_log ${log("access.log")} gateway;`,
    // Debian compiles in /var/lib/nginx/…: keep nginx's temporary files in the prefix.
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `${indent(line)}${kind}_temp_path ${log(`tmp/${kind}`)};`),
  ]);
  return lines.join("\n");
}

/** Writes the configuration for `options` into its prefix and returns the main file's path. */
export type ConfigWriter<O extends GatewayOptions> = (options: O) => string;

function writeConfig(options: GatewayOptions): string {
  fs.mkdirSync(path.join(options.prefix, "tmp"), { recursive: true });
  // Started as root, nginx runs its workers as nobody, who must reach the page cache it makes
  // in the prefix (a temporary directory is 0700).
  fs.chmodSync(options.prefix, 0o755);
  const file = path.join(options.prefix, "nginx.conf");
  fs.writeFileSync(file, gatewayConfig(options));
  // The snippets deploy/nginx.conf includes (the static mirror's: decision 0127) sit beside it.
  for (const snippet of fs.readdirSync(path.dirname(NGINX_CONF)).filter((name) => /^nginx-.+\.conf$/.test(name))) {
    const target = path.join(options.prefix, snippet);
    if (!fs.existsSync(target)) fs.copyFileSync(path.join(path.dirname(NGINX_CONF), snippet), target);
  }
  return file;
}

/** `nginx -t` on the generated configuration (deploy/nginx.conf's, unless `write` says otherwise): its exit code and what it said. */
export function testGatewayConfig<O extends GatewayOptions>(
  options: O,
  bin = nginxBinary(),
  write: ConfigWriter<O> = writeConfig,
): { ok: boolean; output: string } {
  if (!bin) throw new Error("nginx not found: apt-get install nginx-light (.ci/run installs it), or set NGINX");
  const conf = write(options);
  const r = spawnSync(bin, ["-t", "-p", options.prefix, "-e", path.join(options.prefix, "error.log"), "-c", conf], { encoding: "utf8" });
  return { ok: r.status === 0, output: `${r.stdout}${r.stderr}`.trim() };
}

export interface Gateway {
  url: string;
  internalUrl: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Checks and starts nginx in the foreground (its master is our child, stopped by its pid). */
export async function startGateway<O extends GatewayOptions>(options: O, write: ConfigWriter<O> = writeConfig): Promise<Gateway> {
  const bin = nginxBinary();
  const checked = testGatewayConfig(options, bin, write);
  if (!checked.ok) throw new Error(`nginx -t refused the gateway configuration:\n${checked.output}`);
  const conf = path.join(options.prefix, "nginx.conf");
  const child = spawn(bin!, ["-p", options.prefix, "-e", path.join(options.prefix, "error.log"), "-c", conf, "-g", "daemon off;"], {
    stdio: "ignore",
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const internalUrl = `http://127.0.0.1:${options.internalPort}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited at start (${child.exitCode}): ${readTail(path.join(options.prefix, "error.log"))}`);
    const ok = await fetch(`${internalUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error("nginx did not answer within 10 s");
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `http://127.0.0.1:${options.port}`,
    internalUrl,
    process: child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGQUIT"); // graceful: finish the requests in flight
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export function readTail(file: string, lines = 20): string {
  try {
    return fs.readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}
