// Playwright's webServer: builds if needed and starts the bundled production server on E2E_PORT with a
// fresh SQLite database (sample content) in a temporary directory, removed on exit.
import { spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildIfNeeded } from "./build-if-needed.mjs";

buildIfNeeded();
const port = process.env.E2E_PORT ?? "3123";
// Known to e2e/fixtures (the login fixture adds a user and token to this database).
const dataDir = path.join(os.tmpdir(), `portal-e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const env = {
  ...process.env,
  PORT: port,
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  SQLITE_PATH: path.join(dataDir, "portal.sqlite"),
  SESSION_SECRET: process.env.E2E_SESSION_SECRET ?? "e2e-session-secret-0123456789abcdef",
  // Journeys that change content straight in the database purge the page cache with it
  // (e2e/fixtures purgePageCache), as `npm run moderate` does.
  PORTAL_API_SECRET: process.env.E2E_PORTAL_API_SECRET ?? "e2e-portal-api-secret-0123456789abcdef",
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
  // Journeys make many requests from one address.
  RATE_LIMIT_READ: "0",
  RATE_LIMIT_WRITE: "0",
  RATE_LIMIT_AUTH: "0",
  API_WRITE_RATE_LIMIT_ADDRESS: "0",
  API_WRITE_RATE_LIMIT_USER: "0",
  // The API's per-address sign-in limit too: the portal passes it the visitor's address, and
  // every journey comes from 127.0.0.1 (tests/server/client-address.test.ts covers the limit).
  AUTH_RATE_LIMIT_IP: "0",
  // Journeys run in parallel on a busy machine: the overload guard is off (tests/server/overload*.test.ts test it).
  OVERLOAD_EVENT_LOOP_DELAY_MS: "0",
  OVERLOAD_MAX_IN_FLIGHT: "0",
  // Accounts (e2e/accounts*.spec.ts, e2e/oauth*.spec.ts): mail lands in the outbox the tests
  // read; Google and Facebook are oauth2-mock-server on loopback (e2e/oauth-mock.ts).
  ...accountsEnv(dataDir),
};
function accountsEnv(dir) {
  const mock = `http://127.0.0.1:${process.env.E2E_OAUTH_PORT ?? "3349"}`;
  const provider = (name) => ({
    [`${name.toUpperCase()}_CLIENT_ID`]: `e2e-${name}`,
    [`${name.toUpperCase()}_CLIENT_SECRET`]: `e2e-${name}-secret`,
    [`OAUTH_${name.toUpperCase()}_AUTHORIZATION_URL`]: `${mock}/authorize`,
    [`OAUTH_${name.toUpperCase()}_TOKEN_URL`]: `${mock}/token`,
    [`OAUTH_${name.toUpperCase()}_USERINFO_URL`]: `${mock}/userinfo`,
  });
  return { OUTBOX_DIR: path.join(dir, "outbox"), SMTP_URL: "", ...provider("google"), ...provider("facebook") };
}
delete env.API_BASE_URL;
delete env.DATABASE_URL;
// The same bundled server as production (npm start), built above when stale.
const child = spawn(process.execPath, ["--enable-source-maps", path.join(process.env.BUILD_DIR || "build", "server.js")], {
  stdio: "inherit",
  env,
});
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => child.kill("SIGTERM"));
child.on("exit", (code) => {
  cleanup();
  process.exit(code ?? 0);
});
