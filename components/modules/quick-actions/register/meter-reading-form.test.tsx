/** @jest-environment jsdom */
// A meter reading registered without a connection: kept on the phone with the offline notice, sent
// once when the phone says it is back online (a second "online" sends nothing more), and a reading
// left waiting in an earlier visit is sent when the screen opens.
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import { api } from "@/lib/platform/client/api-client";
import { draftKey } from "../draft-store";
import { MeterReadingForm } from "./meter-reading-form";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => "/quick/register",
}));
jest.mock("@/components/platform/feedback/toast-provider", () => ({
  useToast: () => ({ success: jest.fn(), error: jest.fn() }),
}));
jest.mock("@/lib/platform/client/api-client", () => ({
  ...jest.requireActual("@/lib/platform/client/api-client"),
  api: jest.fn(),
}));

const meter = { id: "11111111-1111-4111-8111-111111111111", label: "Main electricity", detail: "EL-1", unit: "kWh" };
const storageKey = draftKey("meter-reading", "org-1", "user-1");
let online = true;

function renderForm() {
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Copenhagen">
      <MeterReadingForm organizationId="org-1" userId="user-1" meters={[meter]} chosen={meter} />
    </NextIntlClientProvider>,
  );
}

const readingPosts = () => jest.mocked(api).mock.calls.filter(([, options]) => options?.method === "POST");

beforeAll(() => {
  Object.defineProperty(window.navigator, "onLine", { configurable: true, get: () => online });
  globalThis.crypto.randomUUID ??= () => "22222222-2222-4222-8222-222222222222";
});

beforeEach(() => {
  online = true;
  window.localStorage.clear();
  jest.mocked(api).mockReset();
  jest.mocked(api).mockImplementation(async (_path, options) => ({
    id: "reading-1",
    meterId: meter.id,
    ...(options?.body as object),
  }));
});

describe("registering a meter reading without a connection", () => {
  it("keeps the reading on the phone, and sends it once when the phone is back online", async () => {
    renderForm();
    online = false;
    fireEvent.change(await screen.findByRole("textbox", { name: /Reading/ }), { target: { value: "1234,5" } });
    fireEvent.click(screen.getByRole("button", { name: "Register reading" }));

    expect(await screen.findByText("Saved on this phone. It will be sent when you are back online.")).toBeTruthy();
    expect(readingPosts()).toHaveLength(0);
    const kept = JSON.parse(window.localStorage.getItem(storageKey)!);
    expect(kept).toMatchObject({ meterId: meter.id, value: "1234,5", sending: true });

    online = true;
    await act(async () => void window.dispatchEvent(new Event("online")));
    expect(
      await screen.findByText("The connection is back: the reading 1234,5 kWh on Main electricity is registered."),
    ).toBeTruthy();
    await act(async () => void window.dispatchEvent(new Event("online")));
    expect(readingPosts()).toHaveLength(1);
    const [path, options] = readingPosts()[0];
    expect(path).toBe(`/api/v1/organizations/org-1/meters/${meter.id}/readings`);
    expect(options?.body).toMatchObject({ value: "1234.5", idempotencyKey: kept.key, fileIds: [] });
    expect(window.localStorage.getItem(storageKey)).toBeNull();
  });

  it("sends a reading left waiting when the screen opens again", async () => {
    const key = "33333333-3333-4333-8333-333333333333";
    window.localStorage.setItem(
      storageKey,
      JSON.stringify({ key, sending: true, meterId: meter.id, meter, value: "77", performedAt: "2026-03-10T08:00" }),
    );
    renderForm();
    await waitFor(() => expect(readingPosts()).toHaveLength(1));
    expect(readingPosts()[0][1]?.body).toMatchObject({ value: "77", idempotencyKey: key });
    expect(await screen.findByText(/the reading 77 kWh on Main electricity is registered/)).toBeTruthy();
  });

  it("says what is missing before sending anything", async () => {
    renderForm();
    fireEvent.click(await screen.findByRole("button", { name: "Register reading" }));
    expect(await screen.findByText("Fill in this field.")).toBeTruthy();
    expect(readingPosts()).toHaveLength(0);
  });
});
