// A person sees their active sessions (browser, address, signed in, last seen) and ends any one of
// them; a session also ends after a while without use, not only after its fixed lifetime.
import { db } from "@/lib/platform/db";
import { SESSION_IDLE_MINUTES } from "@/lib/platform/auth/session-cookie";
import { CLIENT_ADDRESS_HEADER } from "@/lib/platform/http/client-ip";
import { call, DEMO_PASSWORD } from "../../support/api";

const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1";

async function signInWith(email: string, userAgent: string, ip: string) {
  const answer = await call("POST", "/api/v1/authentications", {
    form: { username: email, password: DEMO_PASSWORD },
    headers: { "user-agent": userAgent, [CLIENT_ADDRESS_HEADER]: ip },
  });
  expect(answer.status).toBe(200);
  return answer.cookies.find((cookie) => cookie.startsWith("ehs.session-token="))!.split(";")[0];
}
type Session = { id: string; current: boolean; browser: string | null; ipAddress: string | null; lastSeenDate: string };
const sessionsOf = async (cookie: string) => (await call("GET", "/api/v1/user/sessions", { cookie })).body as Session[];

describe("a person's sessions", () => {
  it("are listed with browser, address and times, the one asking first", async () => {
    const laptop = await signInWith("reader@demo.example", FIREFOX, "192.0.2.31");
    const phone = await signInWith("reader@demo.example", PHONE, "192.0.2.32");
    const listed = await sessionsOf(phone);
    expect(listed[0]).toMatchObject({ current: true, browser: "Safari · iOS", ipAddress: "192.0.2.32" });
    expect(listed.find((session) => session.browser === "Firefox · Windows")).toMatchObject({
      current: false,
      ipAddress: "192.0.2.31",
      signedInDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect((await sessionsOf(laptop))[0]).toMatchObject({ current: true, browser: "Firefox · Windows" });
  });

  it("can each be ended, the person's own only", async () => {
    const laptop = await signInWith("editor@demo.example", FIREFOX, "192.0.2.33");
    const phone = await signInWith("editor@demo.example", PHONE, "192.0.2.34");
    const other = (await sessionsOf(phone)).find((session) => !session.current)!;
    const stranger = await signInWith("manager@demo.example", FIREFOX, "192.0.2.35");
    expect((await call("DELETE", `/api/v1/user/sessions/${other.id}`, { cookie: stranger })).status).toBe(404);
    expect((await call("GET", "/api/v1/user", { cookie: laptop })).status).toBe(200);

    expect((await call("DELETE", `/api/v1/user/sessions/${other.id}`, { cookie: phone })).status).toBe(204);
    expect((await call("GET", "/api/v1/user", { cookie: laptop })).status).toBe(401);
    expect((await call("GET", "/api/v1/user", { cookie: phone })).status).toBe(200);
  });

  it("end after SESSION_IDLE_MINUTES without use, and a use marks them seen", async () => {
    const cookie = await signInWith("limited@demo.example", FIREFOX, "192.0.2.36");
    const [session] = await sessionsOf(cookie);
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60 * 1000);
    await db().session.update({ where: { id: session.id }, data: { lastModifiedDate: fiveMinutesAgo } });
    expect((await call("GET", "/api/v1/user", { cookie })).status).toBe(200);
    const seen = await db().session.findUniqueOrThrow({ where: { id: session.id } });
    expect(seen.lastModifiedDate.getTime()).toBeGreaterThan(fiveMinutesAgo.getTime() + 4 * 60 * 1000);

    const idle = new Date(Date.now() - (SESSION_IDLE_MINUTES + 1) * 60 * 1000);
    await db().session.update({ where: { id: session.id }, data: { lastModifiedDate: idle } });
    expect((await call("GET", "/api/v1/user", { cookie })).status).toBe(401);
  });
});
