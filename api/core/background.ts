/**
 * Work done after the answer it belongs to (a mail, mostly): the reader does not wait on it, a
 * failure goes to `onFailure`, and settle() waits for whatever is still running (the API's
 * close(), so a stopping process does not drop a mail half sent; tests).
 */
export class BackgroundWork {
  private readonly pending = new Set<Promise<void>>();

  run(work: () => Promise<unknown>, onFailure: (error: unknown) => void): void {
    // Inside a promise, so work that throws before its first await fails the same way.
    const running = new Promise<unknown>((resolve) => resolve(work())).then(() => undefined, onFailure);
    this.pending.add(running);
    void running.finally(() => this.pending.delete(running));
  }

  async settle(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }
}
