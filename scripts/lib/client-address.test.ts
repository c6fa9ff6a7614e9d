import { clientAddress, clientScheme, trustedProxyCount } from "./client-address.mjs";

describe("clientAddress", () => {
  it("is the socket's peer without trusted proxies, whatever X-Forwarded-For claims", () => {
    expect(clientAddress({ remoteAddress: "127.0.0.2", forwardedFor: "203.0.113.9", trustedProxies: 0 })).toBe(
      "127.0.0.2",
    );
    expect(clientAddress({ remoteAddress: "::ffff:127.0.0.2", forwardedFor: undefined, trustedProxies: 0 })).toBe(
      "127.0.0.2",
    );
  });

  it("counts trusted hops from the right and never believes entries further left", () => {
    // client 198.51.100.7 → proxy B (appends 198.51.100.7) → proxy A (appends B's 10.0.0.2) → app
    const chain = "6.6.6.6, 198.51.100.7, 10.0.0.2";
    expect(clientAddress({ remoteAddress: "10.0.0.1", forwardedFor: chain, trustedProxies: 2 })).toBe("198.51.100.7");
    expect(clientAddress({ remoteAddress: "10.0.0.1", forwardedFor: chain, trustedProxies: 1 })).toBe("10.0.0.2");
    expect(clientAddress({ remoteAddress: "10.0.0.1", forwardedFor: ["6.6.6.6", "7.7.7.7"], trustedProxies: 1 })).toBe(
      "7.7.7.7",
    );
  });

  it("falls back to what the nearest trusted proxy can vouch for when the chain is short or missing", () => {
    expect(clientAddress({ remoteAddress: "10.0.0.1", forwardedFor: "198.51.100.7", trustedProxies: 3 })).toBe(
      "198.51.100.7",
    );
    expect(clientAddress({ remoteAddress: "10.0.0.1", forwardedFor: " , ", trustedProxies: 1 })).toBe("10.0.0.1");
  });
});

describe("clientScheme", () => {
  it("believes X-Forwarded-Proto only behind trusted proxies, the nearest proxy's entry", () => {
    expect(clientScheme({ encrypted: false, forwardedProto: "https", trustedProxies: 0 })).toBe("http");
    expect(clientScheme({ encrypted: false, forwardedProto: "https", trustedProxies: 1 })).toBe("https");
    expect(clientScheme({ encrypted: false, forwardedProto: "https, http", trustedProxies: 1 })).toBe("http");
    expect(clientScheme({ encrypted: true, forwardedProto: undefined, trustedProxies: 0 })).toBe("https");
  });
});

describe("trustedProxyCount", () => {
  it.each([
    [undefined, 0],
    ["", 0],
    ["2", 2],
    ["-1", 0],
    ["1.5", 0],
    ["many", 0],
  ])("reads %j as %d", (value, expected) => expect(trustedProxyCount(value)).toBe(expected));
});
