// Opening the production app on the machine's own address over plain HTTP (what the start-up log
// offers as "Network"): not localhost, so the browser drops Secure cookies there. Sign-in must work,
// and the cookies must not be Secure.
import { expect, test } from "../test";
import { SignInPage } from "../pages/sign-in-page";

test("signs in over plain HTTP on an address that is not localhost", async ({ page, baseURL }) => {
  const networkAddress = new URL(baseURL!);
  networkAddress.hostname = "127.0.0.2"; // loopback, but to the browser just another plain-HTTP host
  await page.goto(networkAddress.toString());
  await new SignInPage(page).signIn("reader@demo.example");
  await expect(page).toHaveURL(/\/dashboard$/);

  const cookies = await page.context().cookies(networkAddress.origin);
  const session = cookies.find((cookie) => cookie.name === "ehs.session-token");
  const antiForgery = cookies.find((cookie) => cookie.name === "XSRF-TOKEN");
  expect(session?.secure).toBe(false);
  expect(antiForgery?.secure).toBe(false);
  // and a change goes through with that anti-forgery cookie: signing out
  const status = await page.evaluate(async () => {
    const token = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? "";
    const answer = await fetch("/api/v1/logout", {
      method: "POST",
      headers: { "x-xsrf-token": decodeURIComponent(token) },
    });
    return answer.status;
  });
  expect(status).toBe(204);
});
