import fs from "node:fs/promises";
import { createReadStream } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { ApiError, notFound } from "@/lib/platform/api/errors";

/**
 * Where file contents live: the local disk by default, S3-compatible object storage when
 * S3_BUCKET is set (so several app instances share the files).
 */
export type FileStorage = {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  read(key: string): Promise<ReadableStream<Uint8Array>>;
  remove(key: string): Promise<void>;
  /** Keys with their write time, for the orphan sweep. */
  list(): AsyncIterable<{ key: string; modified: Date }>;
};

function localStorage(root: string): FileStorage {
  const pathOf = (key: string) => path.join(/* turbopackIgnore: true */ root, key.slice(0, 2), key);
  return {
    async put(key, data) {
      const target = pathOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.partial`;
      await fs.writeFile(temporary, data);
      await fs.rename(temporary, target); // readers never see half a file
    },
    async read(key) {
      await fs.access(pathOf(key));
      return Readable.toWeb(createReadStream(pathOf(key))) as ReadableStream<Uint8Array>;
    },
    async remove(key) {
      await fs.rm(pathOf(key), { force: true });
    },
    async *list() {
      const prefixes = await fs.readdir(root).catch(() => [] as string[]);
      for (const prefix of prefixes) {
        for (const name of await fs.readdir(path.join(root, prefix)).catch(() => [] as string[])) {
          const stat = await fs.stat(path.join(root, prefix, name));
          yield { key: name, modified: stat.mtime };
        }
      }
    },
  };
}

function s3Storage(bucket: string): FileStorage {
  const client = new S3Client({
    endpoint: process.env.S3_ENDPOINT || undefined,
    region: process.env.S3_REGION ?? "us-east-1",
    forcePathStyle: process.env.S3_FORCE_PATH_STYLE === "true",
    credentials: process.env.S3_ACCESS_KEY_ID
      ? { accessKeyId: process.env.S3_ACCESS_KEY_ID, secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? "" }
      : undefined,
  });
  const prefix = process.env.S3_PREFIX ?? "files/";
  return {
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: prefix + key, Body: data, ContentType: contentType }),
      );
    },
    async read(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: prefix + key }));
      return answer.Body!.transformToWebStream() as ReadableStream<Uint8Array>;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: prefix + key }));
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const item of page.Contents ?? [])
          yield { key: item.Key!.slice(prefix.length), modified: item.LastModified ?? new Date() };
        token = page.NextContinuationToken;
      } while (token);
    },
  };
}

const storageUnavailable = () =>
  new ApiError(
    503,
    "storage_unavailable",
    "The file storage cannot be reached right now; try again in a moment",
    undefined,
    {
      "Retry-After": "5",
    },
  );

const isMissing = (error: unknown) =>
  (error as { code?: string })?.code === "ENOENT" || (error as { name?: string })?.name === "NoSuchKey";

/**
 * A storage that cannot be written or read is the server's trouble, not the request's: 503 with
 * Retry-After (the caller writes no row for bytes that were not stored); a missing object is 404.
 */
function answeringWhenDown(inner: FileStorage): FileStorage {
  return {
    ...inner,
    async put(key, data, contentType) {
      await inner.put(key, data, contentType).catch((error) => {
        console.error(`[files] storing ${key} failed: ${(error as Error).message}`);
        throw storageUnavailable();
      });
    },
    async read(key) {
      return inner.read(key).catch((error) => {
        if (isMissing(error)) throw notFound("The file's content is missing");
        console.error(`[files] reading ${key} failed: ${(error as Error).message}`);
        throw storageUnavailable();
      });
    },
  };
}

let storage: FileStorage | undefined;

export function fileStorage(): FileStorage {
  if (!storage) {
    const dataDir = path.resolve(/* turbopackIgnore: true */ process.env.EHS_DATA_DIR ?? ".data");
    storage = answeringWhenDown(
      process.env.S3_BUCKET ? s3Storage(process.env.S3_BUCKET) : localStorage(path.join(dataDir, "files")),
    );
  }
  return storage;
}

export const maxFileBytes = () => Number(process.env.FILE_MAX_BYTES ?? 25 * 1024 * 1024);
