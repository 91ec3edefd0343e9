import { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { assertSafeKey } from "./keys";
import type { MediaStorage, StoredFile } from "./storage";

export interface S3StorageOptions {
  bucket: string;
  endpoint?: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  prefix: string;
}

/** Media files in an S3-compatible bucket, under a key prefix. */
export class S3Storage implements MediaStorage {
  readonly kind = "s3";
  private readonly client: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      credentials: options.credentials,
      forcePathStyle: options.forcePathStyle,
      // Checksums only where S3 demands them: several S3-compatible services store the newer
      // default (CRC32 with chunked framing) inside the object instead of checking it.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  private keyOf(key: string): string {
    assertSafeKey(key);
    return `${this.options.prefix}${key}`;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: this.keyOf(key),
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
      }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(key) }));
      if (!(answer.Body instanceof Readable)) throw new Error("The S3 client did not answer a Node stream");
      return { body: answer.Body, bytes: answer.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
      throw error;
    }
  }

  async remove(keys: string[]): Promise<void> {
    // One call per key: DeleteObjects needs a Content-MD5 some compatible services do not take.
    await Promise.all(keys.map((key) => this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(key) }))));
  }

  destroy(): void {
    this.client.destroy();
  }
}
