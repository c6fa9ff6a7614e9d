/** @jest-environment jsdom */
import { TextDecoder, TextEncoder } from "node:util";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import da from "@/messages/da.json";
import en from "@/messages/en.json";
import type { ReviewValues } from "./review-fields";

// the date picker hashes with TextEncoder, which jsdom leaves out; the section is loaded once it is there
Object.assign(globalThis, { TextEncoder, TextDecoder });
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ReviewFields } = require("./review-fields") as typeof import("./review-fields");

const owner = { id: "7f9c4f59-58f4-4c5e-9d3a-0d6c1c6f0a11", name: "Mette Holm", email: "mette@demo.example" };
/** The form's values as the test reads them, handed out by the form once it is rendered. */
const latest: { read: () => ReviewValues } = { read: () => ({}) };

function Form({ messages }: { messages: string }) {
  const form = useForm<ReviewValues>({
    defaultValues: { ownerId: owner.id, reviewRecurrence: "P1Y", nextReviewDate: "2027-03-01" },
  });
  useEffect(() => {
    latest.read = form.getValues;
  }, [form]);
  return <ReviewFields control={form.control} organizationId="org" owner={owner} messages={messages} />;
}

function section(locale: "en" | "da", messages: string) {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "da" ? da : en} timeZone="Europe/Copenhagen">
      <Form messages={messages} />
    </NextIntlClientProvider>,
  );
}

describe("ReviewFields", () => {
  it("shows the owner, the recurrence and the next review date with the module's words", () => {
    section("en", "ownDocuments.form");
    expect((screen.getByRole("combobox", { name: "Owner" }) as HTMLInputElement).value).toBe(
      "Mette Holm (mette@demo.example)",
    );
    expect(screen.getByRole("combobox", { name: "Review" }).textContent).toBe("Yearly");
    expect(screen.getByText("Left empty, it is one review period after the valid-from date.")).toBeTruthy();
  });

  it("takes each module's own help text", () => {
    section("en", "policies.form");
    expect(screen.getByText("Left empty, it is one review period after the approval.")).toBeTruthy();
  });

  it("offers every recurrence and no recurrence, and writes the choice into the form", () => {
    section("en", "policies.form");
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Review" }));
    const options = within(screen.getByRole("listbox")).getAllByRole("option");
    expect(options[0].textContent).toBe("No recurring review");
    expect(options).toHaveLength(13);
    fireEvent.click(within(screen.getByRole("listbox")).getByText("Every three years"));
    expect(latest.read()).toEqual({ ownerId: owner.id, reviewRecurrence: "P3Y", nextReviewDate: "2027-03-01" });
  });

  it("says it in Danish", () => {
    section("da", "ownDocuments.form");
    expect(screen.getByRole("combobox", { name: "Ejer" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Gennemgang" }).textContent).toBe("Årligt");
    expect(screen.getByRole("group", { name: "Næste gennemgang" })).toBeTruthy();
  });
});
