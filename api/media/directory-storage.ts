import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { assertSafeKey, UnsafeKeyError } from "./keys";
import type { MediaStorage, StoredFile } from "./storage";

/** Media files under one directory (default DATA_DIR/media), one folder per media id. */
export class DirectoryStorage implements MediaStorage {
  readonly kind = "directory";
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The key's path, checked twice: its shape, then that it resolves inside the root. */
  private pathOf(key: string): string {
    assertSafeKey(key);
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new UnsafeKeyError(key);
    return file;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed: a reader never streams half a file.
    const partial = `${file}.${process.pid}.partial`;
    await fs.writeFile(partial, body);
    await fs.rename(partial, file);
  }

  async get(key: string): Promise<StoredFile | null> {
    const file = this.pathOf(key);
    try {
      const stat = await fs.stat(file);
      if (!stat.isFile()) return null;
      return { body: createReadStream(file), bytes: stat.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async remove(keys: string[]): Promise<void> {
    const folders = new Set<string>();
    for (const key of keys) {
      const file = this.pathOf(key);
      await fs.rm(file, { force: true });
      folders.add(path.dirname(file));
    }
    // A media item's folder goes with its last file; a folder still holding files stays.
    for (const folder of folders) await fs.rmdir(folder).catch(() => undefined);
  }
}
