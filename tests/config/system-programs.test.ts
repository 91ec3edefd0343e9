/**
 * `npm test` sets itself up (docs/testing.md): the system programs it needs are installed when this
 * user may, in one line, and otherwise it stops at once naming each missing one and the one
 * command that installs them all.
 */
import { describe, expect, it } from "vitest";
import { ensureSystemPrograms, PROGRAMS } from "../../scripts/system-programs.mjs";

const program = (name: string, present: () => boolean) => ({ name, package: `${name}-pkg`, present });

describe("the system programs npm test needs", () => {
  it("are the browser, the text browsers, nginx and redis-server, all present on a machine set up for tests", () => {
    expect(PROGRAMS.map((p) => p.name)).toEqual(["chromium", "lynx", "w3m", "nginx", "redis-server"]);
    expect(ensureSystemPrograms({ install: () => 1, sudo: () => null })).toBeNull();
  });

  it("names each missing program and the one command that installs them when this user may not install", () => {
    const said: string[] = [];
    const message = ensureSystemPrograms({
      say: (line) => said.push(line),
      programs: [program("lynx", () => false), program("w3m", () => true), program("nginx", () => false)],
      sudo: () => null,
      install: () => 0,
    });
    expect(message).toContain("npm test needs lynx, nginx");
    expect(message).toContain("sudo apt-get install -y lynx-pkg w3m-pkg nginx-pkg");
    expect(said).toEqual([]);
  });

  it("installs only what is missing, saying so in one line, and goes on when it worked", () => {
    let installed = false;
    const said: string[] = [];
    const calls: [string, string[]][] = [];
    const message = ensureSystemPrograms({
      say: (line) => said.push(line),
      programs: [program("lynx", () => installed), program("w3m", () => true)],
      sudo: () => "",
      hasApt: () => true,
      install: (as, packages) => {
        calls.push([as, packages]);
        installed = true;
        return 0;
      },
    });
    expect(message).toBeNull();
    expect(calls).toEqual([["", ["lynx-pkg"]]]);
    expect(said).toEqual(["npm test: installing lynx (apt-get install -y lynx-pkg)"]);
  });

  it("stops with the command when the install fails", () => {
    const message = ensureSystemPrograms({
      say: () => {},
      programs: [program("redis-server", () => false)],
      sudo: () => "sudo",
      hasApt: () => true,
      install: () => 100,
    });
    expect(message).toMatch(/could not install redis-server \(apt-get exited 100\)[\s\S]*sudo apt-get install -y redis-server-pkg/);
  });
});
