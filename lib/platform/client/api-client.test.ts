/** @jest-environment jsdom */
// A 503 (database or file storage away for a moment) is told in the person's language, not as the
// server's English text, and is not reported as an error of the page. Other refusals that no form
// handles are told in the person's language too.
import { api } from "./api-client";
import { on, type ToastRequest } from "./events";

function answering(status: number, code: string, message: string) {
  globalThis.fetch = jest.fn(async () => ({
    ok: false,
    status,
    statusText: "",
    headers: { get: () => null },
    json: async () => ({ error: { code, message } }),
  })) as unknown as typeof fetch;
}

it.each([
  [400, "invalid_sort", "_global.error.badRequest"],
  [404, "not_found", "_global.error.notFound"],
  [413, "payload_too_large", "_global.error.tooLarge"],
  [415, "unsupported_media_type", "_global.error.unsupported"],
  [500, "internal_error", "_global.error.unknown"],
])("words a %i that no form handles from the messages", async (status, code, detailKey) => {
  answering(status, code, "Some English text from the server");
  const toasts: ToastRequest[] = [];
  const stop = on("toast", (toast) => toasts.push(toast));
  await expect(api("/api/v1/organizations", { method: "DELETE" })).rejects.toMatchObject({ status, code });
  stop();
  expect(toasts).toEqual([{ severity: "error", detailKey }]);
});

it("leaves a 409 to the caller, without a toast", async () => {
  answering(409, "in_use", "This is still in use");
  const toasts: ToastRequest[] = [];
  const stop = on("toast", (toast) => toasts.push(toast));
  await expect(api("/api/v1/organizations", { method: "DELETE" })).rejects.toMatchObject({ status: 409 });
  stop();
  expect(toasts).toEqual([]);
});

it("answers a 503 with the 'briefly unavailable' toast and reports nothing", async () => {
  const calls: string[] = [];
  globalThis.fetch = jest.fn(async (url: string) => {
    calls.push(String(url));
    return {
      ok: false,
      status: 503,
      statusText: "",
      headers: { get: () => null },
      json: async () => ({ error: { code: "database_unavailable", message: "The database cannot be reached" } }),
    };
  }) as unknown as typeof fetch;
  const toasts: ToastRequest[] = [];
  const stop = on("toast", (toast) => toasts.push(toast));
  await expect(api("/api/v1/organizations")).rejects.toMatchObject({ status: 503, code: "database_unavailable" });
  stop();
  expect(toasts).toEqual([{ severity: "error", detailKey: "_global.error.unavailable" }]);
  expect(calls.filter((url) => url.includes("/api/v1/errors"))).toEqual([]);
});

describe("following the language the server names", () => {
  const signedIn = (language: string) => {
    globalThis.fetch = jest.fn(async () => ({
      ok: true,
      status: 200,
      headers: { get: (name: string) => (name === "content-language" ? language : null) },
      json: async () => ({ content: [] }),
    })) as unknown as typeof fetch;
  };

  it("switches only when the language differs, not for the page's formatting locale of the same language", async () => {
    document.documentElement.lang = "en-GB";
    const changes: string[] = [];
    const stop = on("language-changed", (language) => changes.push(language));
    signedIn("en");
    await api("/api/v1/authentications", { body: {} });
    signedIn("da");
    await api("/api/v1/authentications", { body: {} });
    stop();
    expect(changes).toEqual(["da"]);
  });
});
