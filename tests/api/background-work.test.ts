import { describe, expect, it } from "vitest";
import { BackgroundWork } from "../../api/core/background";

describe("work done after the answer (BackgroundWork)", () => {
  it("reports a failure to its handler, never to the caller, however the work fails", async () => {
    const background = new BackgroundWork();
    const failures: string[] = [];
    const onFailure = (error: unknown) => failures.push(String(error));
    expect(() =>
      background.run(() => {
        throw new Error("before any await");
      }, onFailure),
    ).not.toThrow();
    background.run(async () => {
      throw new Error("after an await");
    }, onFailure);
    await background.settle();
    expect(failures).toEqual(["Error: before any await", "Error: after an await"]);
  });
});
