// Signs a demo account in through the API, as the benchmarks do before they load signed-in screens.
// Returns the Cookie header value: the session and the anti-forgery cookie it was signed in with.
export async function signInCookie(base, email = "manager@demo.example") {
  const csrf = "benchmark-anti-forgery-token";
  const response = await fetch(`${base}/api/v1/authentications`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-xsrf-token": csrf,
      cookie: `XSRF-TOKEN=${csrf}`,
    },
    body: new URLSearchParams({ username: email, password: "Demo-password-1" }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith("ehs.session-token="));
  if (!session) throw new Error("sign-in set no session cookie");
  return `${session.split(";")[0]}; XSRF-TOKEN=${csrf}`;
}
