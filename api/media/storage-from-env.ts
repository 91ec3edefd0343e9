import type { Env } from "../../config/env";
import { DirectoryStorage } from "./directory-storage";
import { S3Storage } from "./s3-storage";
import type { MediaStorage } from "./storage";

/** The storage the configuration asks for: the S3 bucket when S3_BUCKET is set, else DATA_DIR/media (decision 0100). */
export function mediaStorageFrom(env: Env): MediaStorage {
  if (!env.S3_BUCKET) return new DirectoryStorage(`${env.DATA_DIR}/media`);
  return new S3Storage({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    prefix: env.S3_PREFIX,
  });
}
