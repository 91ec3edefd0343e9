import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, verifyPassword } from "../../api/accounts";
import { RateCounter } from "../../api/limits/rate-counter";
import { accountsConfigFrom } from "../../api/accounts/config";
import { parseEnv } from "../../config/env";
import { createMailer } from "../../api/mail";
import { withTimeouts } from "../../api/mail/mailer";

describe("password hashing", () => {
  it("verifies the right password and rejects a wrong or malformed one", async () => {
    const stored = await hashPassword("correct horse battery");
    expect(await verifyPassword("correct horse battery", stored)).toBe(true);
    expect(await verifyPassword("correct horse batterY", stored)).toBe(false);
    expect(await verifyPassword("x", null)).toBe(false);
    expect(await verifyPassword("x", "plaintext")).toBe(false);
    expect(await verifyPassword("x", "scrypt$99999999$8$1$AAAA$BBBB")).toBe(false);
  });

  it("salts every hash and upgrades weaker ones", async () => {
    const weak = await hashPassword("same password", { N: 1024, r: 8, p: 1 });
    const strong = await hashPassword("same password");
    expect(weak).not.toBe(await hashPassword("same password", { N: 1024, r: 8, p: 1 }));
    expect(await verifyPassword("same password", weak)).toBe(true);
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(strong)).toBe(false);
  });

  it("treats Unicode compositions of the same password alike", async () => {
    const stored = await hashPassword("caf\u00e9 password");
    expect(await verifyPassword("cafe\u0301 password", stored)).toBe(true);
  });
});

describe("rate counter", () => {
  it("counts per key inside a window and forgets after it", async () => {
    let now = 0;
    const counter = new RateCounter(2, 1000, () => now);
    expect(await counter.hit("a")).toBe(false);
    expect(await counter.hit("a")).toBe(false);
    expect(await counter.blocked("a")).toBe(true);
    expect(await counter.hit("a")).toBe(true);
    expect(await counter.hit("b")).toBe(false);
    expect(await counter.retryAfter("a")).toBe(1);
    now = 1000;
    expect(await counter.blocked("a")).toBe(false);
    expect(await new RateCounter(0, 1000).hit("x")).toBe(false);
  });
});

describe("configuration", () => {
  it("reads limits and lifetimes from the environment", () => {
    const config = accountsConfigFrom(
      parseEnv({ AUTH_RATE_LIMIT_IP: "5", ACCESS_TOKEN_TTL_S: "60", PUBLIC_ORIGIN: "https://indiaai.example/" }),
    );
    expect(config.rateLimit.perIp).toBe(5);
    expect(config.tokenTtlSeconds).toBe(60);
    expect(config.publicOrigin).toBe("https://indiaai.example");
    expect(accountsConfigFrom(parseEnv({ PORT: "3300" })).publicOrigin).toBe("http://localhost:3300");
  });
});

/** A TCP server on loopback that `onSocket` speaks SMTP through (or not). */
async function smtpServer(onSocket: (socket: net.Socket) => void) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    onSocket(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe("mailer", () => {
  it("writes to the outbox folder when SMTP_URL is not set", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-"));
    const logged: unknown[] = [];
    const mailer = createMailer({ outboxDir: dir, logger: { info: (o) => logged.push(o), error: () => undefined } }, {});
    expect(mailer.kind).toBe("outbox");
    await mailer.send({ to: "a@example.test", subject: "Hello\r\nBcc: x@evil.example", text: "Body", html: "<p>Body</p>" });
    const files = fs.readdirSync(dir).sort();
    expect(files.map((f) => path.extname(f))).toEqual([".eml", ".json"]);
    const eml = fs.readFileSync(path.join(dir, files[0]), "utf8");
    expect(eml).toMatch(/^Subject: Hello Bcc: x@evil\.example\r$/m);
    expect(eml).not.toMatch(/^Bcc:/m);
    expect(JSON.parse(fs.readFileSync(path.join(dir, files[1]), "utf8"))).toMatchObject({ to: "a@example.test", text: "Body" });
    expect(JSON.stringify(logged)).not.toContain("a@example.test");
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("writes under the instance's own DATA_DIR when OUTBOX_DIR is unset, so two instances never share an outbox", async () => {
    const dataDirs = [fs.mkdtempSync(path.join(os.tmpdir(), "data-a-")), fs.mkdtempSync(path.join(os.tmpdir(), "data-b-"))];
    for (const [i, DATA_DIR] of dataDirs.entries()) {
      const mailer = createMailer({ logger: { info: () => undefined, error: () => undefined } }, parseEnv({ DATA_DIR, OUTBOX_DIR: "" }));
      await mailer.send({ to: `reader${i}@example.test`, subject: "Hello", text: "Body", html: "<p>Body</p>" });
    }
    for (const [i, dir] of dataDirs.entries()) {
      const json = fs.readdirSync(path.join(dir, "outbox")).filter((f) => f.endsWith(".json"));
      expect(json.map((f) => JSON.parse(fs.readFileSync(path.join(dir, "outbox", f), "utf8")).to)).toEqual([`reader${i}@example.test`]);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("chooses SMTP when SMTP_URL is set", () => {
    expect(createMailer({}, { SMTP_URL: "smtp://localhost:2525" }).kind).toBe("smtp");
  });

  it("delivers through an SMTP server on SMTP_URL", async () => {
    const received: string[] = [];
    const server = await smtpServer((socket) => {
      let data = false;
      socket.write("220 test ESMTP\r\n");
      socket.on("data", (chunk) => {
        for (const line of chunk.toString("utf8").split("\r\n").filter(Boolean)) {
          if (data) {
            if (line === ".") {
              data = false;
              socket.write("250 queued\r\n");
            } else received.push(line);
          } else if (/^(EHLO|HELO)/i.test(line)) socket.write("250 test\r\n");
          else if (/^DATA/i.test(line)) {
            data = true;
            socket.write("354 go on\r\n");
          } else if (/^QUIT/i.test(line)) socket.end("221 bye\r\n");
          else socket.write("250 ok\r\n");
        }
      });
    });
    const mailer = createMailer({ smtpUrl: server.url, logger: { info: () => undefined, error: () => undefined } });
    await mailer.send({ to: "a@example.test", subject: "Hello", text: "Body" });
    expect(received).toContain("Subject: Hello");
    await server.close();
  });

  it("adds the timeouts to the SMTP URL, keeping the password as written and a timeout the URL sets", () => {
    expect(withTimeouts("smtps://user:p%40ss@mail.example:465", 500)).toBe(
      "smtps://user:p%40ss@mail.example:465?connectionTimeout=500&greetingTimeout=500&socketTimeout=500",
    );
    expect(withTimeouts("smtp://mail.example:25?socketTimeout=60000", 500)).toBe(
      "smtp://mail.example:25?socketTimeout=60000&connectionTimeout=500&greetingTimeout=500",
    );
  });

  it("gives up on an SMTP server that never greets after SMTP_TIMEOUT_MS, not nodemailer's two minutes", async () => {
    const server = await smtpServer(() => undefined); // accepts, then says nothing
    const mailer = createMailer(
      { logger: { info: () => undefined, error: () => undefined } },
      { SMTP_URL: server.url, SMTP_TIMEOUT_MS: 200 },
    );
    const started = performance.now();
    await expect(mailer.send({ to: "a@example.test", subject: "Hello", text: "Body" })).rejects.toThrow(/greeting|timeout/i);
    expect(performance.now() - started).toBeLessThan(5_000);
    await server.close();
  });
});
