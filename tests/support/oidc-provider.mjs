// A real OpenID Connect provider (the `oidc-provider` package) for the single sign-on tests, run as
// its own process: `node tests/support/oidc-provider.mjs` with OIDC_PORT and OIDC_CLIENTS (JSON:
// [{client_id, client_secret, redirect_uris}]). Its own login page takes any login, which becomes
// the account and its e-mail address; consent is given at once, as by a company's own provider for
// its own app. Prints "oidc-provider listening <issuer>" once it listens.
//
// What a test may change while it runs, by POST /test/settings (JSON, each optional):
// - unverified: logins whose e-mail address the provider does not call verified
// - codeSeconds: how long an authorization code lives (60 by default)
// - audience: a client id that ID tokens are re-signed for, with the provider's own key (a token
//   issued to another app, as an attacker might substitute one); null turns it off
import { generateKeyPairSync, sign } from "node:crypto";
import http from "node:http";
import Provider from "oidc-provider";

const port = Number(process.env.OIDC_PORT);
const issuer = `http://127.0.0.1:${port}`;
const clients = JSON.parse(process.env.OIDC_CLIENTS ?? "[]").map((client) => ({
  grant_types: ["authorization_code"],
  response_types: ["code"],
  ...client,
}));

const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const signingKey = { ...privateKey.export({ format: "jwk" }), kid: "test-key", alg: "RS256", use: "sig" };

const settings = { unverified: [], codeSeconds: 60, audience: null };

const provider = new Provider(issuer, {
  clients,
  jwks: { keys: [signingKey] },
  cookies: { keys: ["oidc-provider-test-cookie-key"] },
  claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
  // the e-mail address and its verification in the ID token itself, as Google and Entra ID put them
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: true } },
  pkce: { required: () => true },
  ttl: { AuthorizationCode: () => settings.codeSeconds },
  findAccount: (_ctx, id) => ({
    accountId: id,
    claims: () => ({
      sub: id,
      email: id,
      email_verified: !settings.unverified.includes(id),
      name: id.split("@")[0],
    }),
  }),
  // first-party consent: a grant of the scopes asked for, without a consent page
  async loadExistingGrant(ctx) {
    const existing = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
    if (existing) return ctx.oidc.provider.Grant.find(existing);
    const grant = new ctx.oidc.provider.Grant({
      clientId: ctx.oidc.client.clientId,
      accountId: ctx.oidc.session.accountId,
    });
    grant.addOIDCScope("openid email profile");
    await grant.save();
    return grant;
  },
});

/** The ID token with another audience, signed again (RS256) with the provider's own key. */
function forAudience(idToken, audience) {
  const [header, payload] = idToken.split(".");
  const claims = { ...JSON.parse(Buffer.from(payload, "base64url").toString()), aud: audience };
  const signed = `${header}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}`;
  return `${signed}.${sign("RSA-SHA256", Buffer.from(signed), privateKey).toString("base64url")}`;
}

// an ID token for another app, as an attacker might substitute one: only the audience is wrong
provider.use(async (ctx, next) => {
  await next();
  if (ctx.path !== "/token" || !settings.audience || typeof ctx.body?.id_token !== "string") return;
  ctx.body = { ...ctx.body, id_token: forAudience(ctx.body.id_token, settings.audience) };
});

const callback = provider.callback();
http
  .createServer((request, response) => {
    if (request.method !== "POST" || request.url !== "/test/settings") return callback(request, response);
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      Object.assign(settings, JSON.parse(body || "{}"));
      response.writeHead(204).end();
    });
  })
  .listen(port, "127.0.0.1", () => console.log(`oidc-provider listening ${issuer}`));
