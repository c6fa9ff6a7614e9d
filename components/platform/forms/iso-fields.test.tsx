/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { IsoStandard } from "@/lib/generated/prisma/enums";
import en from "@/messages/en.json";
import { IsoFields } from "./iso-fields";

type Values = { isoStandards: IsoStandard[]; isoClause: string | null };
/** The form's values as the test reads them, handed out by the form once it is rendered. */
const latest: { read: () => Partial<Values> } = { read: () => ({}) };

function Form({ messages, clause }: { messages: string; clause?: boolean }) {
  const form = useForm<Values>({ defaultValues: { isoStandards: ["ISO_45001"], isoClause: "8.1" } });
  useEffect(() => {
    latest.read = form.getValues;
  }, [form]);
  return <IsoFields control={form.control} messages={messages} clause={clause} />;
}

const fields = (messages: string, clause?: boolean) =>
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Copenhagen">
      <Form messages={messages} clause={clause} />
    </NextIntlClientProvider>,
  );

describe("IsoFields", () => {
  it("offers every standard by name under the module's label and writes the set into the form", () => {
    fields("procedures.form", true);
    const group = screen.getByRole("group", { name: "Standards the procedure implements" });
    expect(group.querySelectorAll("input[type=checkbox]")).toHaveLength(3);
    fireEvent.click(screen.getByRole("checkbox", { name: "ISO 14001 (environment)" }));
    expect(latest.read().isoStandards).toEqual(["ISO_45001", "ISO_14001"]);
  });

  it("shows the clause with the module's words when asked", () => {
    fields("ownDocuments.form", true);
    expect((screen.getByRole("textbox", { name: "ISO clause" }) as HTMLInputElement).value).toBe("8.1");
    expect(screen.getByText("The clause number, e.g. 7.5.3.")).toBeTruthy();
  });

  it("leaves the clause out otherwise", () => {
    fields("policies.form");
    expect(screen.getByRole("group", { name: "Standards the policy serves" })).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});
