// The competence matrix's screen over HTTP, for bench/competence-matrix.ts: the app built into
// .next/bench and started on the bench's database, a member of the filled holding given MANAGE and a
// password to sign in with, then the screen's HTML (first page: 50 members × every competence)
// fetched one request at a time, as a person opens it: the server's whole render, from the session
// check to the last byte.
import path from "node:path";
import os from "node:os";
import { mkdtempSync, rmSync } from "node:fs";
import type { Client } from "pg";
import { findFreePort } from "../scripts/lib/embedded-postgres.mjs";
import { hashPassword } from "../lib/platform/auth/passwords";
import { benchAppEnv, buildApp, startApp, stopApp } from "./next-app";
import { signInCookie } from "./sign-in.mjs";

const PASSWORD = "Demo-password-1";

/** One of the holding's members, made a manager who can sign in: the screen's reader. */
async function manager(client: Client, holding: string): Promise<string> {
  const { rows } = await client.query<{ email: string }>(
    `UPDATE "User" u SET "passwordHash" = $2 FROM "Membership" m
     WHERE m."userId" = u.id AND m.id = (SELECT id FROM "Membership" WHERE "organizationId" = $1 ORDER BY id LIMIT 1)
     RETURNING u.email`,
    [holding, await hashPassword(PASSWORD)],
  );
  await client.query(
    `UPDATE "Membership" SET scopes = '{READ,EDIT,MANAGE}'
     WHERE "organizationId" = $1 AND "userId" = (SELECT id FROM "User" WHERE email = $2)`,
    [holding, rows[0]!.email],
  );
  return rows[0]!.email;
}

/** Builds and starts the app on `url`, signs the manager in, and hands `measure` the screen's fetch. */
export async function withScreen(
  url: string,
  client: Client,
  holding: string,
  measure: (fetchScreen: (query?: string) => Promise<number>) => Promise<void>,
) {
  const email = await manager(client, holding);
  const dir = mkdtempSync(path.join(os.tmpdir(), "ehs-bench-competence-app-"));
  const port = await findFreePort();
  const env = benchAppEnv(url, port, path.join(dir, "data"), ".next/bench");
  buildApp(env);
  const server = await startApp(env, port, { output: "ignore" });
  try {
    const base = `http://127.0.0.1:${port}`;
    const cookie = `${await signInCookie(base, email)}; active-organization-id=${holding}`;
    await measure(async (query = "") => {
      const answer = await fetch(`${base}/operation/competence${query}`, { headers: { cookie }, redirect: "manual" });
      const html = await answer.text();
      if (answer.status !== 200) throw new Error(`the screen answered ${answer.status}`);
      return html.length;
    });
  } finally {
    await stopApp(server);
    rmSync(dir, { recursive: true, force: true });
  }
}
