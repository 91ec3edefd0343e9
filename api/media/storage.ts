import type { Readable } from "node:stream";
import type { Env } from "../../config/env";
import { DirectoryStorage } from "./directory-storage";
import { S3Storage } from "./s3-storage";

/**
 * Where the bytes of uploaded media live: a directory under DATA_DIR by default, an
 * S3-compatible bucket when S3_BUCKET is set (decision 0100). Keys: see keys.ts.
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

export function mediaStorageFrom(env: Env): MediaStorage {
  if (!env.S3_BUCKET) return new DirectoryStorage(`${env.DATA_DIR}/media`);
  return new S3Storage({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    credentials: env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    prefix: env.S3_PREFIX,
  });
}
