/** @jest-environment jsdom */
// A toast belongs to the page it was shown for: a removal's notice to the list it goes back to
// (its address may carry a query), where it stays until the person moves on to another page.
import { act, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { useEffect } from "react";
import en from "@/messages/en.json";
import { ToastProvider, useToast } from "./toast-provider";

let pathname = "/members/42";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));

const caught: { toast?: ReturnType<typeof useToast> } = {};
function Catch() {
  const toast = useToast();
  useEffect(() => {
    caught.toast = toast;
  });
  return null;
}
const page = () => (
  <NextIntlClientProvider locale="en" messages={en}>
    <ToastProvider>
      <Catch />
    </ToastProvider>
  </NextIntlClientProvider>
);

test("a notice for the page a change goes on to stays there, query or not, and closes on the next page", async () => {
  const view = render(page());
  act(() => caught.toast!.success("Sofus Temp was removed from the organization.", { path: "/members?tab=members" }));
  // still on the record's page while the list loads, then on the list
  view.rerender(page());
  pathname = "/members";
  view.rerender(page());
  expect(await screen.findByText("Sofus Temp was removed from the organization.")).toBeTruthy();
  pathname = "/dashboard";
  view.rerender(page());
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(screen.queryByText("Sofus Temp was removed from the organization.")).toBeNull();
});
