/** @jest-environment jsdom */
import { TextDecoder, TextEncoder } from "node:util";
import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import da from "@/messages/da.json";
import en from "@/messages/en.json";
import type { Page } from "@/lib/platform/lists/paging";
import type { ListState } from "@/lib/platform/lists/url-state";

// MUI X hashes with TextEncoder, which jsdom leaves out; the grid is loaded once it is there
Object.assign(globalThis, { TextEncoder, TextDecoder });
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ServerDataGrid } = require("./server-data-grid") as typeof import("./server-data-grid");

jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn() }),
  usePathname: () => "/list",
  useSearchParams: () => new URLSearchParams(),
}));

type Row = { id: string; name: string };
const state: ListState = {
  page: 0,
  size: 20,
  sort: { field: "name", direction: "asc" },
  filters: {},
  sortable: ["name"],
};
const rows: Row[] = Array.from({ length: 20 }, (_, index) => ({ id: String(index), name: `Row ${index}` }));

function grid(page: Page<Row>, locale: "en" | "da" = "en") {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === "da" ? da : en} timeZone="Europe/Copenhagen">
      <ServerDataGrid<Row>
        view={{ page, state }}
        columns={[{ field: "name", headerName: "Name" }]}
        empty="Nothing"
        ariaLabel="Rows"
      />
    </NextIntlClientProvider>,
  );
}

describe("ServerDataGrid", () => {
  it("shows an exact total as it is", () => {
    grid({ totalElements: 1234, content: rows });
    expect(screen.getByText("1–20 of 1,234")).toBeTruthy();
    expect(screen.queryByText(/reverse the sort/)).toBeNull();
  });

  it("shows an estimated total as an estimate, and how to reach the rows beyond the window", () => {
    grid({ totalElements: 1_200_000, totalIsEstimate: true, content: rows });
    expect(screen.getByText("1–20 of about 1.2 million")).toBeTruthy();
    expect(screen.getByText(/About 1.2 million rows match.*first 10,000.*reverse the sort/)).toBeTruthy();
  });

  it("says it in Danish too", () => {
    grid({ totalElements: 1_200_000, totalIsEstimate: true, content: rows }, "da");
    expect(screen.getByText(/^1–20 af ca\. 1,2 million$/)).toBeTruthy();
  });
});
