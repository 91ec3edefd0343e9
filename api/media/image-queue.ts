/**
 * Image uploads are decoded and re-encoded one at a time (issue "Stay up on the worst day"). An
 * image of the 40-megapixel limit can be a 117 kB PNG; decoded and encoded into every rendition
 * it takes about 110 MB more for a second or so. Eight sent at once took the server from 186 to 895 MB,
 * and glibc kept most of it afterwards. In this queue they wait their turn instead: the memory
 * of one at a time, a small wait for the others (each image takes a second or two), and a fast
 * 429 with Retry-After for those beyond IMAGE_QUEUE_MAX_WAITING, whose bytes would otherwise
 * pile up in memory.
 */

/** Images processed at the same time. */
export const IMAGE_CONCURRENCY = 1;
/** Uploads that may wait their turn; the next ones are refused (429, Retry-After). */
export const IMAGE_QUEUE_MAX_WAITING = 16;

/** The queue was full: nothing was run. */
export class QueueFull extends Error {
  constructor() {
    super("too many tasks waiting");
    this.name = "QueueFull";
  }
}

/** At most `concurrency` tasks run at once; the others wait in order of arrival, at most `maxWaiting` of them. */
export class WorkQueue {
  #active = 0;
  readonly #waiting: Array<() => void> = [];
  #peak = 0;

  constructor(
    readonly concurrency: number,
    readonly maxWaiting = Infinity,
  ) {}

  /** Runs `task` when a place is free; rejects with QueueFull when too many already wait. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#active < this.concurrency) {
      this.#active += 1;
    } else {
      if (this.#waiting.length >= this.maxWaiting) throw new QueueFull();
      await new Promise<void>((resolve) => this.#waiting.push(resolve)); // the place is handed over by the task that ends
    }
    this.#peak = Math.max(this.#peak, this.#active);
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#active -= 1;
    }
  }

  /** Tasks running, tasks waiting, and the most that ran at once since the last `resetPeak`. */
  get stats(): { active: number; waiting: number; peak: number } {
    return { active: this.#active, waiting: this.#waiting.length, peak: this.#peak };
  }

  resetPeak(): void {
    this.#peak = this.#active;
  }
}

/** The one queue of the process's image processing (api/media/service.ts). */
export const imageQueue = new WorkQueue(IMAGE_CONCURRENCY, IMAGE_QUEUE_MAX_WAITING);
