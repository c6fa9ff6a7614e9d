// The JavaScript a screen makes the browser load: every <script src> of its server-rendered HTML,
// gzipped as the server sends it. Usage: node bench/client-weight.mjs [base URL] [path ...]
// (default http://localhost:3000, the dashboard and the members screen), against `npm start`.
// --phone asks as a phone's browser does (lists render as cards there, without the data grid).
import { gzipSync } from "node:zlib";
import { PHONE_USER_AGENT } from "./user-agents.mjs";
import { signInCookie } from "./sign-in.mjs";

const args = process.argv.slice(2);
const phone = args.includes("--phone");
const [base = "http://localhost:3000", ...rest] = args.filter((arg) => arg !== "--phone");
const paths = rest.length ? rest : ["/dashboard", "/organization/members-roles-and-competences", "/organization/scope"];

const cookie = await signInCookie(base, process.env.WEIGHT_ACCOUNT);
const cache = new Map();
async function gzippedSize(src) {
  if (!cache.has(src)) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    cache.set(src, gzipSync(body, { level: 6 }).length);
  }
  return cache.get(src);
}

for (const path of paths) {
  const headers = phone ? { cookie, "user-agent": PHONE_USER_AGENT } : { cookie };
  const response = await fetch(`${base}${path}`, { headers, redirect: "manual" });
  const html = await response.text();
  // noModule scripts are polyfills for old browsers; a current browser does not load them
  const tags = [...html.matchAll(/<script[^>]+>/g)].map((match) => match[0]).filter((tag) => !/noModule/i.test(tag));
  const scripts = [...new Set(tags.map((tag) => /src="([^"]+)"/.exec(tag)?.[1]).filter(Boolean))];
  let total = 0;
  for (const src of scripts) total += await gzippedSize(src);
  const inline = gzipSync(Buffer.from(html)).length;
  console.log(
    `${path}: ${response.status}, ${scripts.length} scripts, ${(total / 1024).toFixed(0)} KB gzipped JavaScript, HTML ${(inline / 1024).toFixed(0)} KB gzipped`,
  );
}
