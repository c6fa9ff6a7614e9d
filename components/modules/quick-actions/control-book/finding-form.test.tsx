/** @jest-environment jsdom */
// An ad-hoc finding from the phone: stored with the draft's key and its action in one request; with
// "Report an event" the event is raised from the stored finding next.
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import { api } from "@/lib/platform/client/api-client";
import { FindingForm } from "./finding-form";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => "/quick/control-book",
}));
jest.mock("@/components/platform/feedback/toast-provider", () => ({
  useToast: () => ({ success: jest.fn(), error: jest.fn() }),
}));
jest.mock("@/lib/platform/client/api-client", () => ({
  ...jest.requireActual("@/lib/platform/client/api-client"),
  api: jest.fn(),
}));

const inspections = "/api/v1/organizations/org-1/inspections";

function renderForm() {
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Copenhagen">
      <FindingForm
        organizationId="org-1"
        userId="user-1"
        performedById="member-1"
        mayRaiseEvent
        open
        quiet={false}
        onDone={() => {}}
      />
    </NextIntlClientProvider>,
  );
}

beforeAll(() => {
  Object.defineProperty(window.navigator, "onLine", { configurable: true, get: () => true });
  globalThis.crypto.randomUUID ??= () => "22222222-2222-4222-8222-222222222222";
});

beforeEach(() => {
  window.localStorage.clear();
  jest.mocked(api).mockReset();
  jest
    .mocked(api)
    .mockImplementation(async (path) =>
      path.endsWith("/event") ? { id: "i1", eventId: "e1" } : { id: "i1", eventId: null },
    );
});

const fill = async (title: string, follow: string) => {
  fireEvent.change(await screen.findByRole("textbox", { name: /What did you find/ }), { target: { value: title } });
  fireEvent.click(screen.getByRole("radio", { name: follow }));
  fireEvent.click(screen.getByRole("button", { name: "Add to control book" }));
};

describe("an ad-hoc finding", () => {
  it("goes into the control book with its action in one request", async () => {
    renderForm();
    await fill("Extinguisher missing", "Raise an action");
    expect(await screen.findByText(/Its action is in the action plan\./)).toBeTruthy();
    expect(jest.mocked(api).mock.calls).toHaveLength(1);
    const [path, options] = jest.mocked(api).mock.calls[0];
    expect(path).toBe(inspections);
    expect(options?.body).toMatchObject({
      title: "Extinguisher missing",
      status: "DONE",
      performedById: "member-1",
      correctiveAction: { title: "Extinguisher missing", responsibleId: null, dueDate: null },
    });
    expect((options?.body as { idempotencyKey: string }).idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("raises its event from the stored finding", async () => {
    renderForm();
    await fill("Oil on the floor", "Report an event");
    await waitFor(() => expect(jest.mocked(api).mock.calls).toHaveLength(2));
    expect(jest.mocked(api).mock.calls.map(([path]) => path)).toEqual([inspections, `${inspections}/i1/event`]);
    expect(jest.mocked(api).mock.calls[0][1]?.body).toMatchObject({ correctiveAction: null });
    expect(await screen.findByRole("link", { name: "Open the event" })).toBeTruthy();
  });
});
