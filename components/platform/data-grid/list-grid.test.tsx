/** @jest-environment jsdom */
import { TextDecoder, TextEncoder } from "node:util";
import { render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import da from "@/messages/da.json";
import en from "@/messages/en.json";
import { FORMATS } from "@/lib/platform/i18n/config";
import type { ListState } from "@/lib/platform/lists/url-state";

// MUI X hashes with TextEncoder, which jsdom leaves out; the grid is loaded once it is there
Object.assign(globalThis, { TextEncoder, TextDecoder });
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ListGrid } = require("./list-grid") as typeof import("./list-grid");

jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn() }),
  usePathname: () => "/documents/own-documents",
  useSearchParams: () => new URLSearchParams(),
}));

type Row = { id: string; title: string; versionLabel: string; lastModifiedDate: string };
const state: ListState = {
  page: 0,
  size: 20,
  sort: { field: "title", direction: "asc" },
  filters: { archived: "true" },
  sortable: ["title", "lastModifiedDate"],
};
const rows: Row[] = [
  { id: "a1", title: "Waste sorting instruction", versionLabel: "3", lastModifiedDate: "2026-03-05T10:00:00.000Z" },
];

function grid(locale: "en" | "da") {
  return render(
    <NextIntlClientProvider
      locale={locale}
      messages={locale === "da" ? da : en}
      timeZone="Europe/Copenhagen"
      formats={FORMATS}
    >
      <ListGrid<Row>
        messages="ownDocuments"
        view={{ page: { totalElements: 1, content: rows }, state }}
        empty="Nothing"
        href={(row) => `/documents/own-documents/${row.id}`}
        phoneColumns={["title"]}
        columns={[{ field: "versionLabel", headerName: "Version" }]}
        archived
      />
    </NextIntlClientProvider>,
  );
}

describe("ListGrid", () => {
  it("names the grid and its search box, links the record's name and ends with 'last changed'", async () => {
    grid("en");
    const table = await screen.findByRole("grid", { name: "Own documents" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers).toEqual(["Title", "Version", "Last changed"]);
    expect(within(table).getByRole("link", { name: "Waste sorting instruction" }).getAttribute("href")).toBe(
      "/documents/own-documents/a1",
    );
    expect(await screen.findByRole("textbox", { name: /^Search titles/ })).toBeTruthy();
    expect((await screen.findByRole("combobox", { name: "Show" })).textContent).toBe("Archived");
  });

  it("says it in Danish", async () => {
    grid("da");
    const table = await screen.findByRole("grid", { name: "Egne dokumenter" });
    expect(within(table).getAllByRole("columnheader")[2].textContent).toBe("Sidst ændret");
    expect(within(table).getByText("5. mar. 2026")).toBeTruthy();
  });
});
