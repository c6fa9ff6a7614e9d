/** @jest-environment jsdom */
// A 503 (database or file storage away for a moment) is told in the person's language, not as the
// server's English text, and is not reported as an error of the page.
import { api } from "./api-client";
import { on, type ToastRequest } from "./events";

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
