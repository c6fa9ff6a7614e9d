// A real S3-compatible HTTP server for tests (s3rver, files in a scratch folder), with a TCP
// relay in front of it that can be told to cut uploads off midway, as a failing network or
// storage service would.
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

export type TestS3 = {
  /** The address the app is given (the relay). */
  endpoint: string;
  bucket: string;
  /** S3_* variables that point the app at this server. */
  env: Record<string, string>;
  /** From now on, connections that send more than `bytes` are cut off (undefined: none). */
  cutUploadsAfter(bytes: number | undefined): void;
  /** The keys in the bucket under the app's prefix, without it. */
  keys(): Promise<string[]>;
  client: S3Client;
  stop(): Promise<void>;
};

export async function startTestS3(bucket = "ehs-files"): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "ehs-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port: serverPort } = (await server.run()) as { port: number };

  let cutAfter: number | undefined;
  const sockets = new Set<net.Socket>();
  const relay = net.createServer((client) => {
    const upstream = net.connect(serverPort, "127.0.0.1");
    sockets.add(client).add(upstream);
    let sent = 0;
    client.on("data", (chunk) => {
      sent += chunk.length;
      if (cutAfter !== undefined && sent > cutAfter) {
        client.destroy();
        upstream.destroy();
        return;
      }
      upstream.write(chunk);
    });
    upstream.pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("close", close).on("error", close);
    upstream.on("close", close).on("error", close);
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  const endpoint = `http://127.0.0.1:${(relay.address() as net.AddressInfo).port}`;
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: "us-east-1",
    S3_FORCE_PATH_STYLE: "true",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_PREFIX: "files/",
  };
  const client = new S3Client({
    endpoint: `http://127.0.0.1:${serverPort}`,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });

  return {
    endpoint,
    bucket,
    env,
    client,
    cutUploadsAfter(bytes) {
      cutAfter = bytes;
      // connections kept alive from before count from zero
      for (const socket of sockets) socket.destroy();
    },
    async keys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: env.S3_PREFIX, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).map((item) => item.Key!.slice(env.S3_PREFIX.length)));
        token = page.NextContinuationToken;
      } while (token);
      return keys;
    },
    async stop() {
      client.destroy();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => relay.close(resolve));
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
