import { decodeSessionToken, encodeSessionToken } from "./session-cookie";

describe("the session token", () => {
  const saved = process.env.NEXTAUTH_SECRET;
  beforeAll(() => {
    process.env.NEXTAUTH_SECRET = "a-test-secret-of-enough-length-0123456789";
  });
  afterAll(() => {
    process.env.NEXTAUTH_SECRET = saved;
  });
  it("answers the same session each time a token is read", async () => {
    const token = await encodeSessionToken("session-1", "user-1");
    expect(await decodeSessionToken(token)).toEqual({ sessionId: "session-1", userId: "user-1" });
    expect(await decodeSessionToken(token)).toEqual({ sessionId: "session-1", userId: "user-1" });
  });

  it("refuses a token that was altered, made with another secret, or is not one", async () => {
    const token = await encodeSessionToken("session-2", "user-2");
    const altered = `${token.slice(0, -4)}${token.slice(-4) === "AAAA" ? "BBBB" : "AAAA"}`;
    expect(await decodeSessionToken(altered)).toBeNull();
    expect(await decodeSessionToken("not-a-token")).toBeNull();
    expect(await decodeSessionToken(undefined)).toBeNull();
  });

  it("stops answering for a token past its expiry, also after it was read once", async () => {
    const token = await encodeSessionToken("session-3", "user-3");
    expect(await decodeSessionToken(token)).not.toBeNull();
    // the token lives 12 hours; only the clock is moved, timers and ticks run as they do
    jest.useFakeTimers({
      now: Date.now() + 13 * 60 * 60 * 1000,
      doNotFake: ["nextTick", "setImmediate", "queueMicrotask", "setTimeout"],
    });
    try {
      expect(await decodeSessionToken(token)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
