/**
 * Image uploads are processed a few at a time (api/media/image-queue.ts): the queue itself, and
 * uploads sent at once through the real API.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { IMAGE_CONCURRENCY, IMAGE_QUEUE_MAX_WAITING, imageQueue, QueueFull, WorkQueue } from "../../api/media/image-queue";
import { picture, startMediaApi } from "./fixtures";

/** A task that runs until `finish` is called, and says when it started. */
function task(log: string[], name: string) {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return {
    run: () => {
      log.push(name);
      return done;
    },
    finish: () => finish(name),
    fail: () => fail(new Error(`${name} failed`)),
  };
}

describe("the work queue", () => {
  it("runs at most `concurrency` tasks at once, the others in order of arrival", async () => {
    const queue = new WorkQueue(2);
    const log: string[] = [];
    const tasks = ["a", "b", "c", "d", "e"].map((name) => task(log, name));
    const results = tasks.map((t) => queue.run(t.run));
    await vi.waitFor(() => expect(log).toEqual(["a", "b"]));
    expect(queue.stats).toEqual({ active: 2, waiting: 3, peak: 2 });
    tasks[1].finish();
    await vi.waitFor(() => expect(log).toEqual(["a", "b", "c"]));
    tasks[0].finish();
    tasks[2].finish();
    await vi.waitFor(() => expect(log).toEqual(["a", "b", "c", "d", "e"]));
    expect(queue.stats.active).toBe(2);
    tasks[3].finish();
    tasks[4].finish();
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d", "e"]);
    expect(queue.stats).toEqual({ active: 0, waiting: 0, peak: 2 });
  });

  it("frees the place of a task that fails", async () => {
    const queue = new WorkQueue(1);
    const log: string[] = [];
    const [first, second] = [task(log, "first"), task(log, "second")];
    const failing = queue.run(first.run);
    const next = queue.run(second.run);
    first.fail();
    await expect(failing).rejects.toThrow("first failed");
    await vi.waitFor(() => expect(log).toEqual(["first", "second"]));
    second.finish();
    expect(await next).toBe("second");
    expect(queue.stats.active).toBe(0);
  });

  it("refuses a task at once when `maxWaiting` already wait, and runs nothing of it", async () => {
    const queue = new WorkQueue(1, 1);
    const log: string[] = [];
    const [running, waiting, refused] = [task(log, "running"), task(log, "waiting"), task(log, "refused")];
    const results = [queue.run(running.run), queue.run(waiting.run)];
    await expect(queue.run(refused.run)).rejects.toBeInstanceOf(QueueFull);
    running.finish();
    waiting.finish();
    await Promise.all(results);
    expect(log).toEqual(["running", "waiting"]);
  });
});

describe("image uploads sent at once", () => {
  let ctx: Awaited<ReturnType<typeof startMediaApi>>;
  beforeAll(async () => {
    ctx = await startMediaApi();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** Holds the image queue's places until released, so the uploads sent meanwhile all wait. */
  function holdQueue() {
    const releases: Array<() => void> = [];
    const held = Array.from({ length: IMAGE_CONCURRENCY }, () =>
      imageQueue.run(() => new Promise<void>((resolve) => releases.push(resolve))),
    );
    return async () => {
      for (const release of releases) release();
      await Promise.all(held);
    };
  }

  it("are processed at most IMAGE_CONCURRENCY at a time, and all stored", async () => {
    const image = await picture(900, 600).png().toBuffer();
    const release = holdQueue();
    imageQueue.resetPeak();
    const uploads = Array.from({ length: 4 }, (_, i) => ctx.upload({ bytes: image, name: `burst-${i}.png` }, "image"));
    await vi.waitFor(() => expect(imageQueue.stats.waiting).toBe(4), { timeout: 10_000 });
    await release();
    const answers = await Promise.all(uploads);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(4);
    expect(imageQueue.stats.peak).toBe(IMAGE_CONCURRENCY);
    expect(imageQueue.stats).toMatchObject({ active: 0, waiting: 0 });
  });

  it("refuses an upload beyond the waiting ones with 429, Retry-After and the reason in the call's language", async () => {
    const image = await picture(40, 40).webp().toBuffer();
    const release = holdQueue();
    const waiting = Array.from({ length: IMAGE_QUEUE_MAX_WAITING }, (_, i) =>
      ctx.upload({ bytes: image, name: `wait-${i}.webp` }, "image"),
    );
    await vi.waitFor(() => expect(imageQueue.stats.waiting).toBe(IMAGE_QUEUE_MAX_WAITING), { timeout: 10_000 });
    const form = new FormData();
    form.append("purpose", "image");
    form.append("file", new Blob([new Uint8Array(image)]), "one-too-many.webp");
    const refused = await fetch(`${ctx.api.baseUrl}/api/web/media?lang=hi`, {
      method: "POST",
      body: form,
      headers: { Authorization: `Bearer ${ctx.token}` },
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { errors: { file: string[] } }).errors.file[0]).toMatch(/कृपया कुछ सेकंड बाद/);
    await release();
    expect((await Promise.all(waiting)).every((a) => a.status === 201)).toBe(true);
  });
});
