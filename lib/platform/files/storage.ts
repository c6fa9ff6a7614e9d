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
  const pathOf = (key: string) => path.join(root, key.slice(0, 2), key);
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

let storage: FileStorage | undefined;

export function fileStorage(): FileStorage {
  if (!storage) {
    const dataDir = path.resolve(process.env.EHS_DATA_DIR ?? ".data");
    storage = process.env.S3_BUCKET ? s3Storage(process.env.S3_BUCKET) : localStorage(path.join(dataDir, "files"));
  }
  return storage;
}

export const maxFileBytes = () => Number(process.env.FILE_MAX_BYTES ?? 25 * 1024 * 1024);
