import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ENV_NAMES, EnvSchema } from "../../config/env";
import { API_BUNDLE } from "../../scripts/build-server.mjs";
import { gatewayConfig, nginxBinary, NGINX_CONF, readTimeoutMs, retryWindowMs, testGatewayConfig } from "../scale/gateway";

/**
 * deploy/compose.yaml and deploy/nginx.conf without Docker: the compose file is read as YAML
 * and held to the topology of decision 0109; the nginx configuration goes through `nginx -t`
 * as `npm run test:scale` runs it (which starts all of it for real).
 */
const root = fileURLToPath(new URL("../../", import.meta.url));
const composeText = fs.readFileSync(path.join(root, "deploy/compose.yaml"), "utf8");
const nginxText = fs.readFileSync(NGINX_CONF, "utf8");

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  expose?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
}
const compose = parse(composeText, { merge: true }) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const { services } = compose;
const replicas = Object.keys(services).filter((name) => /^portal-\d+$/.test(name));

describe("deploy/compose.yaml", () => {
  it("runs a gateway, two or more portal replicas, the API, PostgreSQL and Redis, each with a health check", () => {
    expect(replicas.length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(services).sort()).toEqual(["api", "gateway", ...replicas, "postgres", "redis"].sort());
    expect(services.gateway.image).toMatch(/^nginx:/);
    expect(services.postgres.image).toMatch(/^postgres:/);
    expect(services.redis.image).toMatch(/^redis:/);
    for (const name of [...replicas, "api"]) {
      expect(services[name].build, name).toEqual({ context: "..", dockerfile: "Dockerfile" });
      expect(fs.existsSync(path.join(root, "deploy", services[name].build!.context, services[name].build!.dockerfile))).toBe(true);
    }
    for (const [name, service] of Object.entries(services))
      expect(service.healthcheck?.test?.length, `${name} has a health check`).toBeGreaterThan(0);
  });

  it("publishes only the gateway's port 80; metrics and the purge port stay internal", () => {
    for (const [name, service] of Object.entries(services)) {
      if (name === "gateway") expect(service.ports).toEqual(["${GATEWAY_PORT:-80}:80"]);
      else expect(service.ports, `${name} publishes no port`).toBeUndefined();
    }
    for (const name of replicas) expect(services[name].expose).toContain(services[name].environment!.METRICS_PORT);
  });

  it("starts each service after what it needs is healthy", () => {
    const needs = (name: string) =>
      Object.entries(services[name].depends_on ?? {})
        .map(([dep, { condition }]) => `${dep}:${condition}`)
        .sort();
    expect(needs("gateway")).toEqual(replicas.map((r) => `${r}:service_healthy`).sort());
    for (const name of replicas) expect(needs(name)).toEqual(["api:service_healthy", "redis:service_healthy"]);
    expect(needs("api")).toEqual(["postgres:service_healthy", "redis:service_healthy"]);
  });

  it("gives every replica the API's address, Redis, the shared secrets from the environment and a trusted proxy", () => {
    const first = services[replicas[0]].environment!;
    for (const name of replicas) {
      const env = services[name].environment!;
      expect(env).toEqual(first);
      expect(env.API_BASE_URL).toBe("http://api:4000");
      expect(env.REDIS_URL).toMatch(/^redis:\/\/redis:6379/);
      expect(env.TRUST_PROXY).toBe("1");
      // Required from deploy/.env: compose refuses to start without them.
      expect(env.SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:\?/);
      expect(env.PORTAL_API_SECRET).toMatch(/^\$\{PORTAL_API_SECRET:\?/);
    }
  });

  it("runs the API alone from the bundle on PostgreSQL, purging through the gateway's internal port", () => {
    const api = services.api;
    expect(api.command).toEqual(["node", "--enable-source-maps", `build/${API_BUNDLE}`]);
    expect(api.environment!.API_PORT).toBe("4000");
    expect(api.environment!.DATABASE_URL).toMatch(/^postgres:\/\/portal:\$\{POSTGRES_PASSWORD:\?[^}]*\}@postgres:5432\/portal$/);
    expect(api.environment!.PORTAL_API_SECRET).toBe(services[replicas[0]].environment!.PORTAL_API_SECRET);
    expect(api.environment!.PORTAL_PURGE_URL).toBe("http://gateway:8081");
    expect(services.gateway.expose).toContain("8081");
  });

  it("sets only variables config/env.ts knows", () => {
    for (const name of [...replicas, "api"]) {
      for (const variable of Object.keys(services[name].environment!)) expect(ENV_NAMES, `${name}: ${variable}`).toContain(variable);
    }
  });
});

describe("deploy/nginx.conf", () => {
  const upstream = (name: string) => new RegExp(`upstream ${name} \\{([^}]*)\\}`).exec(nginxText)?.[1] ?? "";

  it("balances over every replica of the compose file, with idle connections kept open", () => {
    for (const group of ["portal", "portal_writes"]) {
      const servers = [...upstream(group).matchAll(/^\s*server\s+(\S+)/gm)].map((m) => m[1]);
      expect(servers, group).toEqual(replicas.map((r) => `${r}:3000`));
      expect(upstream(group), group).toMatch(/^\s*keepalive \d+;/m);
      expect(upstream(group), group).toMatch(new RegExp(`^\\s*zone ${group} \\w+;`, "m"));
    }
    expect(nginxText).toMatch(/proxy_http_version 1\.1;/);
    expect(nginxText).toMatch(/proxy_set_header Connection "";/);
  });

  it("holds reads at each replica to its overload limit and answers the rest itself, but never writes", () => {
    const limit = EnvSchema.shape.OVERLOAD_MAX_IN_FLIGHT.parse(services[replicas[0]].environment?.OVERLOAD_MAX_IN_FLIGHT);
    const reads = [...upstream("portal").matchAll(/^\s*server\s+\S+[^;]*\smax_conns=(\d+)/gm)].map((m) => Number(m[1]));
    expect(reads).toEqual(replicas.map(() => limit));
    expect(upstream("portal_writes")).not.toMatch(/max_conns/);
    // The method picks the group: reads in `location /`, anything else sent on to @writes.
    const [, publicServer] = nginxText.split(/^\s*server \{/m);
    const block = (name: string) => new RegExp(`^\\s*location ${name} \\{([^]*?)^\\s{4}\\}`, "m").exec(publicServer)?.[1] ?? "";
    const [readsAt, writesAt] = [block("/"), block("@writes")];
    expect(readsAt).toMatch(/if \(\$request_method !~ \^\(\?:GET\|HEAD\)\$\) \{\s*return 418;\s*\}/);
    expect(readsAt).toMatch(/^\s*error_page 418 = @writes;/m);
    expect(readsAt).toMatch(/^\s*proxy_pass http:\/\/portal;/m);
    expect(writesAt).toMatch(/^\s*proxy_pass http:\/\/portal_writes;/m);
    // Past the limit nginx answers 502 "no live upstreams", which must reach the mirror's answer;
    // so must a write's 502, 503 or 504 (the mirror's "temporarily unavailable" for a form).
    for (const location of [readsAt, writesAt]) expect(location).toMatch(/^\s*error_page 502 503 504 = @mirror;/m);
  });

  it("gives a read less time than a write, but time for the content API's timeout twice", () => {
    const upstreamTimeoutMs = EnvSchema.shape.UPSTREAM_TIMEOUT_MS.parse(services[replicas[0]].environment?.UPSTREAM_TIMEOUT_MS);
    const reads = readTimeoutMs(nginxText) ?? 0;
    const writes = /location @writes \{[^}]*proxy_read_timeout (\d+)s;/.exec(nginxText)?.[1];
    expect(reads).toBeGreaterThanOrEqual(2 * upstreamTimeoutMs);
    expect(Number(writes) * 1000).toBeGreaterThan(reads);
    // The portal itself gives up on a request after 30 s (server/app.ts): a write is never cut first.
    expect(Number(writes)).toBeGreaterThan(30);
  });

  it("retries on another replica only what is safe to send twice", () => {
    const retry = /^\s*proxy_next_upstream ([^;]*);/m.exec(nginxText)?.[1].split(/\s+/);
    // Not a replica's own 502 or 503 page, which the next replica would give too (the same content
    // API): tests/deploy/gateway-retries.test.ts shows why.
    expect(retry).toEqual(["error", "timeout"]);
    // A read a hung replica never answered (the reads' timeout) is still asked of the next one.
    expect(retryWindowMs(nginxText)).toBeGreaterThan(readTimeoutMs(nginxText) ?? Infinity);
  });

  it("tells the replicas who the visitor is and how they came, and leaves compression to the portal", () => {
    for (const header of [
      "X-Forwarded-For $proxy_add_x_forwarded_for",
      "X-Forwarded-Proto $scheme",
      "X-Forwarded-Host $forwarded_host",
      "Host $forwarded_host",
    ]) {
      expect(nginxText).toContain(`proxy_set_header ${header};`);
    }
    expect(nginxText).toMatch(/^\s*gzip off;/m);
    expect(nginxText).not.toMatch(/^\s*gzip on;/m);
  });

  it("keeps what the portal lets shared caches keep, and serves it stale while the replicas fail or one refreshes it", () => {
    const [, publicServer] = nginxText.split(/^\s*server \{/m);
    expect(nginxText).toMatch(/^\s*proxy_cache_path \S+ [^;]*keys_zone=pages:[^;]*inactive=24h[^;]*;/m);
    expect(publicServer).toMatch(/^\s*proxy_cache pages;/m);
    const stale = /^\s*proxy_cache_use_stale ([^;]*);/m.exec(publicServer)?.[1].split(/\s+/);
    expect(stale).toEqual(["error", "timeout", "updating", "http_500", "http_502", "http_503", "http_504"]);
    expect(publicServer).toMatch(/^\s*proxy_cache_background_update on;/m);
    expect(publicServer).toMatch(/^\s*proxy_cache_lock on;/m);
    // Nothing that would make nginx keep what the portal says not to keep (private, Set-Cookie).
    expect(nginxText).not.toMatch(/proxy_ignore_headers|proxy_cache_valid/);
  });

  it("answers the purge only on the internal port", () => {
    const [, publicServer, internalServer] = nginxText.split(/^\s*server \{/m);
    expect(publicServer).toMatch(/listen 80;/);
    expect(publicServer).toMatch(/location = \/__purge \{\s*return 404;/);
    expect(internalServer).toMatch(/listen 8081;/);
    expect(internalServer).toMatch(/location = \/__purge \{\s*proxy_pass http:\/\/portal_writes;/);
  });

  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-t-"));
  afterAll(() => fs.rmSync(prefix, { recursive: true, force: true }));
  const options = { replicas: ["127.0.0.1:3001", "127.0.0.1:3002"], port: 8080, internalPort: 8081, prefix };

  it("rewrites only the marked lines for loopback", () => {
    const local = gatewayConfig(options);
    expect(local).toContain("server 127.0.0.1:3001 max_fails=3 fail_timeout=5s;");
    expect(local).toContain("server 127.0.0.1:3002 max_fails=3 fail_timeout=5s;");
    expect(local).not.toMatch(/portal-\d:3000/);
    expect(local).toContain(`pid ${prefix}/nginx.pid;`);
    expect(local).toContain(`proxy_cache_path ${prefix}/cache `);
    expect(() => gatewayConfig(options, nginxText.replace(/# scale-test: public port/, ""))).toThrow(/public port/);
  });

  it.skipIf(!nginxBinary())("passes nginx -t (as test:scale runs it)", () => {
    const checked = testGatewayConfig(options);
    expect(checked.output).toMatch(/test is successful/);
    expect(checked.ok).toBe(true);
  });
});
