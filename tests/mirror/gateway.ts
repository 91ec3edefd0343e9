/**
 * deploy/nginx.conf with the static mirror (deploy/nginx-mirror-maps.conf, deploy/nginx-mirror.conf),
 * run on loopback: the scale test's rewriting of the lines marked `# scale-test:` (tests/scale/gateway.ts),
 * the mirror's root where `# mirror-test: root` says, and, while deploy/nginx.conf does not include
 * the mirror yet, the lines docs/decisions/0127-static-mirror.md tells to add, added here.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gatewayConfig, nginxBinary, startGateway, testGatewayConfig, type Gateway, type GatewayOptions } from "../scale/gateway";

const deploy = (file: string) => fileURLToPath(new URL(`../../deploy/${file}`, import.meta.url));
export const MIRROR_MAPS_CONF = deploy("nginx-mirror-maps.conf");
export const MIRROR_CONF = deploy("nginx-mirror.conf");

/** The lines decision 0127 adds to deploy/nginx.conf, by where they go. */
export const MIRROR_LINES = {
  http: "include nginx-mirror-maps.conf;",
  server: "include nginx-mirror.conf;",
  location: ["proxy_intercept_errors on;", "error_page 502 503 504 = @mirror;"],
};

/** deploy/nginx.conf's text with the mirror's lines, added where they are missing. */
export function withMirrorLines(source: string): string {
  let text = source;
  if (!text.includes(MIRROR_LINES.http)) {
    text = text.replace(/^(\s*)http \{\n/m, (line, indent: string) => `${line}${indent}  ${MIRROR_LINES.http}\n`);
  }
  // The public server is the first; its `location /` proxies to the replicas.
  const [before, publicServer, ...rest] = text.split(/(?=^[ \t]*server \{)/m);
  let server = publicServer;
  if (!server.includes(MIRROR_LINES.server)) {
    server = server.replace(/^(\s*)server_name[^\n]*\n/m, (line, indent: string) => `${line}${indent}${MIRROR_LINES.server}\n`);
  }
  if (!/error_page[^;]*@mirror;/.test(server)) {
    server = server.replace(
      /^(\s*)location \/ \{\n(\s*)proxy_pass http:\/\/portal;\n/m,
      (block, _outer: string, inner: string) => `${block}${MIRROR_LINES.location.map((l) => `${inner}${l}\n`).join("")}`,
    );
  }
  for (const [what, present] of [
    ["the include of nginx-mirror-maps.conf", text.includes(MIRROR_LINES.http)],
    ["the include of nginx-mirror.conf", server.includes(MIRROR_LINES.server)],
    ["error_page … = @mirror in location /", /error_page[^;]*@mirror;/.test(server)],
  ] as const) {
    if (!present) throw new Error(`could not place ${what} in deploy/nginx.conf`);
  }
  return [before, server, ...rest].join("");
}

export interface MirrorGatewayOptions extends GatewayOptions {
  /** The folder `npm run mirror -- --out` filled. */
  mirrorRoot: string;
}

/** Writes nginx.conf and the two mirror files into the prefix; returns the main file. */
export function writeMirrorGatewayConfig(options: MirrorGatewayOptions): string {
  fs.mkdirSync(path.join(options.prefix, "tmp"), { recursive: true });
  // nginx started by root runs its workers as nobody: they write temporary files and the cache here.
  fs.chmodSync(options.prefix, 0o755);
  const main = gatewayConfig(options, withMirrorLines(fs.readFileSync(path.join(path.dirname(MIRROR_CONF), "nginx.conf"), "utf8")));
  const server = fs.readFileSync(MIRROR_CONF, "utf8");
  const rooted = server.replace(
    /^(\s*)root [^;]*;\s*# mirror-test: root$/m,
    (_line, indent: string) => `${indent}root ${options.mirrorRoot};`,
  );
  if (rooted === server) throw new Error('deploy/nginx-mirror.conf has no line marked "# mirror-test: root"');
  fs.writeFileSync(path.join(options.prefix, "nginx-mirror.conf"), rooted);
  fs.copyFileSync(MIRROR_MAPS_CONF, path.join(options.prefix, "nginx-mirror-maps.conf"));
  const file = path.join(options.prefix, "nginx.conf");
  fs.writeFileSync(file, main);
  return file;
}

/** `nginx -t` on that configuration. */
export function testMirrorGatewayConfig(options: MirrorGatewayOptions, bin = nginxBinary()): { ok: boolean; output: string } {
  return testGatewayConfig(options, bin, writeMirrorGatewayConfig);
}

/** Starts nginx with that configuration, as the scale test's gateway starts. */
export function startMirrorGateway(options: MirrorGatewayOptions): Promise<Gateway> {
  return startGateway(options, writeMirrorGatewayConfig);
}
