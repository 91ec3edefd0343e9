import type { Readable } from "node:stream";

/**
 * Where the bytes of uploaded media live: a directory under DATA_DIR by default, an
 * S3-compatible bucket when S3_BUCKET is set (decision 0100; ./storage-from-env.ts picks one).
 * Keys: see keys.ts.
 */
export interface MediaStorage {
  readonly kind: "directory" | "s3";
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes as a stream, or null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  /** Deletes the files that exist; missing ones are not an error. */
  remove(keys: string[]): Promise<void>;
}

export interface StoredFile {
  body: Readable;
  bytes: number;
}
