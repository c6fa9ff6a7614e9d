// Signs a demo account in through the API, as the benchmarks do before they load signed-in screens.
// Returns the Cookie header value: the session and the anti-forgery cookie it was signed in with.
// A maintainer signs in with two factors: at its first sign-in on the server it sets up the app
// here; later, BENCH_TOTP_SECRET (the secret printed then) makes its codes.
import { generate } from "otplib";

const csrf = "benchmark-anti-forgery-token";

async function post(base, path, body, cookie = "") {
  const form = body instanceof URLSearchParams;
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: {
      "content-type": form ? "application/x-www-form-urlencoded" : "application/json",
      "x-xsrf-token": csrf,
      cookie: `XSRF-TOKEN=${csrf}${cookie ? `; ${cookie}` : ""}`,
    },
    body: form ? body : JSON.stringify(body),
  });
}

const cookieOf = (response, name) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(";")[0];

/** The second step: set up the app (first sign-in) or the code of the secret in BENCH_TOTP_SECRET. */
async function secondStep(base, password) {
  const pending = cookieOf(password, "ehs.second-factor");
  const { secondFactor } = await password.json();
  let secret = process.env.BENCH_TOTP_SECRET;
  if (secondFactor === "enrol") {
    ({ secret } = await (await post(base, "/api/v1/authentications/second-factor/enrolment", {}, pending)).json());
    console.error(`[bench] the maintainer's two-factor secret on this server: BENCH_TOTP_SECRET=${secret}`);
  }
  if (!secret) throw new Error("this account signs in with two factors: set BENCH_TOTP_SECRET");
  return post(base, "/api/v1/authentications/second-factor", { code: await generate({ secret }) }, pending);
}

export async function signInCookie(base, email = "manager@demo.example") {
  let response = await post(
    base,
    "/api/v1/authentications",
    new URLSearchParams({ username: email, password: "Demo-password-1" }),
  );
  if (response.status === 202) response = await secondStep(base, response);
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  const session = cookieOf(response, "ehs.session-token");
  if (!session) throw new Error("sign-in set no session cookie");
  return `${session}; XSRF-TOKEN=${csrf}`;
}
