/** @jest-environment jsdom */
import { TextDecoder, TextEncoder } from "node:util";
import { fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { useState } from "react";
import da from "@/messages/da.json";
import en from "@/messages/en.json";
import { themeFor } from "@/components/platform/providers/theme";

// MUI X hashes with TextEncoder, which jsdom leaves out; the picker is loaded once it is there
Object.assign(globalThis, { TextEncoder, TextDecoder });
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { DateInput } = require("./date-input") as typeof import("./date-input");

function Field({ initial, onValue }: { initial: string | null; onValue: (value: string | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateInput
      label="Last acquired"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

function dateInput(locale: "en-GB" | "da", initial: string | null, onValue = jest.fn()) {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "da" ? da : en} timeZone="Europe/Copenhagen">
      <Field initial={initial} onValue={onValue} />
    </NextIntlClientProvider>,
  );
  return onValue;
}

/** The picker's field shows its sections as text; its hidden input holds what the form reads. */
const shown = () =>
  (screen.getByRole("group", { name: "Last acquired" }) as HTMLElement).textContent?.replace(
    /\u2066|\u2067|\u2068|\u2069/g,
    "",
  );

describe("dates in the language's own format", () => {
  it("shows a Danish date as 05.03.2026, whatever the browser's language", () => {
    dateInput("da", "2026-03-05");
    expect(shown()).toContain("05.03.2026");
  });

  it("shows an English date the British way, as 05/03/2026", () => {
    dateInput("en-GB", "2026-03-05");
    expect(shown()).toContain("05/03/2026");
  });

  it("starts the English calendar's weeks on Monday", () => {
    dateInput("en-GB", "2026-03-05");
    fireEvent.click(screen.getByRole("button", { name: /choose date/i }));
    const weekdays = screen
      .getAllByRole("columnheader")
      .map((header) => header.getAttribute("aria-label") ?? header.textContent);
    expect(weekdays[0]).toMatch(/^Mo/);
  });

  it("hands the form the plain date the API takes", () => {
    const onValue = dateInput("da", "2026-03-05");
    const hidden = document.querySelector("input") as HTMLInputElement;
    fireEvent.change(hidden, { target: { value: "24.12.2026" } });
    expect(onValue).toHaveBeenLastCalledWith("2026-12-24");
  });
});

describe("MUI's own texts", () => {
  it("are Danish in the Danish theme", () => {
    const props = (locale: string) => themeFor(locale).components?.MuiTablePagination?.defaultProps;
    expect(props("da")?.labelRowsPerPage).toBe("Rækker pr side:");
    expect(themeFor("da").components?.MuiAutocomplete?.defaultProps?.noOptionsText).not.toBe("No options");
  });
});
