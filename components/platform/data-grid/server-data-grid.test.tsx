/** @jest-environment jsdom */
import { TextDecoder, TextEncoder } from "node:util";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import da from "@/messages/da.json";
import en from "@/messages/en.json";
import { PhoneProvider } from "@/components/platform/providers/device";
import type { Page } from "@/lib/platform/lists/paging";
import type { ListState } from "@/lib/platform/lists/url-state";

// MUI X hashes with TextEncoder, which jsdom leaves out; the grid is loaded once it is there
Object.assign(globalThis, { TextEncoder, TextDecoder });
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ServerDataGrid } = require("./server-data-grid") as typeof import("./server-data-grid");

const replace = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace, push: jest.fn() }),
  usePathname: () => "/list",
  useSearchParams: () => new URLSearchParams("status=OPEN&q=pump"),
}));

type Row = { id: string; name: string; status: string; city: string };
const state: ListState = {
  page: 0,
  size: 20,
  sort: { field: "name", direction: "asc" },
  filters: {},
  sortable: ["name", "city"],
};
const rows: Row[] = Array.from({ length: 20 }, (_, index) => ({
  id: String(index),
  name: `Row ${index}`,
  status: index % 2 ? "OPEN" : "CLOSED",
  city: "Vejle",
}));

function grid(
  page: Page<Row>,
  options: { locale?: "en" | "da"; phone?: boolean; filters?: Record<string, string> } = {},
) {
  const locale = options.locale ?? "en";
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === "da" ? da : en} timeZone="Europe/Copenhagen">
      <PhoneProvider phone={options.phone ?? false}>
        <ServerDataGrid<Row>
          view={{ page, state: { ...state, filters: options.filters ?? {} } }}
          columns={[
            { field: "name", headerName: "Name" },
            { field: "city", headerName: "City" },
            { field: "status", headerName: "Status", valueGetter: (value: string) => value.toLowerCase() },
          ]}
          phoneColumns={["name", "status"]}
          onRowHref={(row) => `/things/${row.id}`}
          toolbar={<span>the filters</span>}
          empty="Nothing"
          ariaLabel="Rows"
        />
      </PhoneProvider>
    </NextIntlClientProvider>,
  );
}

describe("ServerDataGrid", () => {
  it("shows an exact total as it is", async () => {
    grid({ totalElements: 1234, content: rows });
    expect(await screen.findByText("1–20 of 1,234")).toBeTruthy();
    expect(screen.queryByText(/reverse the sort/)).toBeNull();
  });

  it("shows an estimated total as an estimate, and how to reach the rows beyond the window", async () => {
    grid({ totalElements: 1_200_000, totalIsEstimate: true, content: rows });
    expect(await screen.findByText("1–20 of about 1.2 million")).toBeTruthy();
    expect(screen.getByText(/About 1.2 million rows match.*first 10,000.*reverse the sort/)).toBeTruthy();
  });

  it("says it in Danish too", async () => {
    grid({ totalElements: 1_200_000, totalIsEstimate: true, content: rows }, { locale: "da" });
    expect(await screen.findByText(/^1–20 af ca\. 1,2 million$/)).toBeTruthy();
  });
});

describe("ServerDataGrid on a phone", () => {
  it("shows the rows as cards of the key columns, each opening its record, and no grid", () => {
    grid({ totalElements: 1234, content: rows }, { phone: true });
    const cards = within(screen.getByRole("list", { name: "Rows" })).getAllByRole("listitem");
    expect(cards).toHaveLength(20);
    expect(within(cards[1]).getByRole("link", { name: "Row 1" }).getAttribute("href")).toBe("/things/1");
    // the key facts with their column's name; the other columns stay on the desk
    expect(within(cards[1]).getByText("Status")).toBeTruthy();
    expect(within(cards[1]).getByText("open")).toBeTruthy();
    expect(within(cards[1]).queryByText("Vejle")).toBeNull();
    expect(screen.queryByRole("grid")).toBeNull();
    const pages = screen.getByRole("navigation", { name: "Pages" });
    expect(within(pages).getByText("1–20 of 1,234")).toBeTruthy();
    expect(within(pages).getByRole("link", { name: "Next" }).getAttribute("href")).toBe("?status=OPEN&q=pump&page=1");
    expect(within(pages).queryByRole("link", { name: "Previous" })).toBeNull();
  });

  it("keeps the filters behind one button naming how many are set, with the order beside them", async () => {
    grid({ totalElements: 3, content: rows.slice(0, 3) }, { phone: true, filters: { q: "pump", status: "OPEN" } });
    expect(screen.queryByText("the filters")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Filters (1)" }));
    const sheet = await screen.findByRole("dialog", { name: "Filters" });
    expect(within(sheet).getByText("the filters")).toBeTruthy();
    expect((await within(sheet).findByRole("combobox", { name: "Sort by" })).textContent).toBe("Name");
    fireEvent.click(within(sheet).getByRole("button", { name: "Clear filters" }));
    // the search stays: it is in view beside the button
    expect(replace).toHaveBeenLastCalledWith("/list?q=pump", { scroll: false });
  });

  it("says what to do when nothing matches, in Danish too", () => {
    grid({ totalElements: 0, content: [] }, { phone: true, locale: "da" });
    expect(screen.getByText("Nothing")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Filtre" })).toBeTruthy();
  });
});
