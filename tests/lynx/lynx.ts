/**
 * Drives the real lynx (Debian's package) for browser journeys: keystroke scripts for the
 * interactive browser (`-cmd_script`, run under `script` for a terminal) and `-dump` to read a
 * page as lynx shows it. Cookies persist in one file per journey, as on a shared computer.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export const LYNX_HELP = "lynx is not installed: apt-get install -y lynx (.ci/run does this on CI)";

export function lynxInstalled(): boolean {
  return spawnSync("lynx", ["-version"], { stdio: "ignore" }).status === 0;
}

/** Keystrokes for `-cmd_script`: lynx reads one key per line (a space is written 0x20). */
export function keystrokes(...steps: Array<{ type: string } | { key: string }>): string {
  return steps
    .flatMap((step) => ("type" in step ? [...step.type].map((c) => (c === " " ? "0x20" : c)) : [step.key]))
    .map((key) => `key ${key}\n`)
    .join("");
}

/** Finds text on the page ("/" whereis): lynx then selects the link or field on that line. */
export const find = (text: string) => [{ key: "/" }, { type: text }, { key: "^J" }];
export const ENTER = { key: "^J" };
export const DOWN = { key: "Down Arrow" };
const QUIT = [{ key: "q" }, { key: "y" }];

export class Lynx {
  readonly dir = mkdtempSync(path.join(os.tmpdir(), "lynx-journey-"));
  readonly cookies = path.join(this.dir, "cookies.txt");
  private readonly config = path.join(this.dir, "lynx.cfg");

  constructor() {
    // Persistent cookies, so the session outlives one lynx run as it would outlive a tab.
    writeFileSync(this.config, "INCLUDE:/etc/lynx/lynx.cfg\nPERSISTENT_COOKIES:TRUE\nACCEPT_ALL_COOKIES:TRUE\n");
    writeFileSync(this.cookies, "");
  }

  private args(cookieFile = this.cookies) {
    return [`-cfg=${this.config}`, "-nopause", `-cookie_file=${cookieFile}`, `-cookie_save_file=${cookieFile}`];
  }

  /** Opens `url` in interactive lynx, presses the keys, quits; lynx saves its cookies on the way out. */
  browse(url: string, steps: Array<{ type: string } | { key: string }>) {
    const script = path.join(this.dir, "keys.txt");
    writeFileSync(script, keystrokes(...steps, ...QUIT));
    const command = ["lynx", ...this.args(), `-cmd_script=${script}`, url].map(shellQuote).join(" ");
    const run = spawnSync("script", ["-qfec", command, "/dev/null"], {
      env: { ...process.env, TERM: "vt100" },
      timeout: 30_000,
      encoding: "utf8",
    });
    if (run.status !== 0) throw new Error(`lynx did not finish the keystrokes (status ${run.status ?? run.signal}): ${run.stderr}`);
  }

  /** The page as lynx renders it (`-dump`), with the cookies of `cookieFile`. */
  dump(url: string, cookieFile = this.cookies): string {
    const run = spawnSync("lynx", [...this.args(cookieFile), "-dump", "-nolist", url], { timeout: 30_000, encoding: "utf8" });
    if (run.status !== 0) throw new Error(`lynx -dump ${url} failed: ${run.stderr}`);
    return run.stdout;
  }

  /** The cookie jar's cookie names (Netscape format: name in the sixth column). */
  cookieNames(file = this.cookies): string[] {
    return readFileSync(file, "utf8")
      .split("\n")
      .filter((l) => l && !l.startsWith("#"))
      .map((l) => l.split("\t")[5]);
  }

  /** A copy of the cookie jar as it is now (what someone could have taken from the computer). */
  keepCookies(): string {
    const copy = path.join(this.dir, `cookies-${Date.now()}.txt`);
    copyFileSync(this.cookies, copy);
    return copy;
  }

  close() {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

function shellQuote(s: string) {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}
