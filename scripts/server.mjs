// The app's HTTP server: Next's request handler behind a plain Node server, because only the server
// sees the socket. It deletes any client-sent copy of the app's internal headers and sets them from
// the connection: the client's address (rate limits) and the scheme the browser used (Secure
// cookies), believing X-Forwarded-For and X-Forwarded-Proto only for TRUSTED_PROXY_COUNT proxies.
// Started by scripts/run.mjs (`npm start`, `npm run dev`, the Docker image); `node scripts/server.mjs
// [dev]` with PORT, like `next start -p`.
import http from "node:http";
import path from "node:path";
import next from "next";
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_SCHEME_HEADER,
  clientAddress,
  clientScheme,
  trustedProxyCount,
} from "./lib/client-address.mjs";

const dev = process.argv[2] === "dev";
const port = Number(process.env.PORT ?? 3000);
const trustedProxies = trustedProxyCount();
const app = next({ dev, dir: path.resolve(import.meta.dirname, ".."), port });
const handle = app.getRequestHandler();

function stampClient(request) {
  delete request.headers[CLIENT_ADDRESS_HEADER];
  delete request.headers[CLIENT_SCHEME_HEADER];
  request.headers[CLIENT_ADDRESS_HEADER] = clientAddress({
    remoteAddress: request.socket.remoteAddress,
    forwardedFor: request.headers["x-forwarded-for"],
    trustedProxies,
  });
  request.headers[CLIENT_SCHEME_HEADER] = clientScheme({
    encrypted: Boolean(request.socket.encrypted),
    forwardedProto: request.headers["x-forwarded-proto"],
    trustedProxies,
  });
}

await app.prepare();
const server = http.createServer((request, response) => {
  stampClient(request);
  handle(request, response);
});
// Next's dev server upgrades its hot-reload socket on the same server
const upgrade = dev ? app.getUpgradeHandler() : null;
if (upgrade) server.on("upgrade", (request, socket, head) => upgrade(request, socket, head));

// every interface, like `next start`: the machine's own address on the network works too
server.listen(port, () => {
  const proxies = trustedProxies ? `, trusting ${trustedProxies} proxy hop(s) of X-Forwarded-For` : "";
  console.log(`[ehs] Ready on http://localhost:${port} (${dev ? "development" : "production"}${proxies})`);
});

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  // open keep-alive connections would hold close() for minutes; requests in flight get 5 seconds
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
