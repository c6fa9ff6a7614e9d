/** @jest-environment jsdom */
import { TextDecoder, TextEncoder } from "node:util";
import { createTheme, ThemeProvider } from "@mui/material";
import { fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import da from "@/messages/da.json";
import en from "@/messages/en.json";
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

type Row = { id: string; name: string; city: string; secret: string };
const state: ListState = {
  page: 3,
  size: 50,
  sort: { field: "name", direction: "desc" },
  filters: { q: "ø & co", areaId: "4c1a3c57-0a50-4a43-9a4f-0d1d3a1f8f11" },
  sortable: ["name"],
};

function grid(exportPath: string | undefined, locale: "en" | "da" = "en") {
  return render(
    <ThemeProvider theme={createTheme()}>
      <NextIntlClientProvider locale={locale} messages={locale === "da" ? da : en} timeZone="Europe/Copenhagen">
        <ServerDataGrid<Row>
          view={{
            page: { totalElements: 1, content: [{ id: "1", name: "A", city: "B", secret: "C" }] },
            state,
            exportPath,
          }}
          columns={[
            { field: "name", headerName: "Name" },
            { field: "city", headerName: "City" },
            { field: "secret", headerName: "Hidden" },
          ]}
          empty="Nothing"
          ariaLabel="Rows"
        />
      </NextIntlClientProvider>
    </ThemeProvider>,
  );
}

describe("the grid's export menu", () => {
  it("links CSV and XLSX of the grid's filter, sort and visible columns, on every page (no page or size)", async () => {
    grid("/api/v1/organizations/o/things");
    await screen.findByRole("grid", { name: "Rows" });
    fireEvent.click(await screen.findByRole("button", { name: "Export" }));
    const csv = screen.getByRole("menuitem", { name: "CSV (comma-separated)" });
    const xlsx = screen.getByRole("menuitem", { name: "Excel (XLSX)" });
    for (const [item, format] of [
      [csv, "csv"],
      [xlsx, "xlsx"],
    ] as const) {
      expect(item.hasAttribute("download")).toBe(true);
      const url = new URL(item.getAttribute("href")!, "http://localhost");
      expect(url.pathname).toBe("/api/v1/organizations/o/things");
      expect(Object.fromEntries(url.searchParams)).toEqual({
        q: "ø & co",
        areaId: "4c1a3c57-0a50-4a43-9a4f-0d1d3a1f8f11",
        sort: "name,desc",
        columns: "name,city,secret",
        format,
      });
    }
  });

  it("keeps the query of a list outside the organization prefix (its organization_id)", async () => {
    grid("/api/v1/procedures?organization_id=o");
    await screen.findByRole("grid", { name: "Rows" });
    fireEvent.click(await screen.findByRole("button", { name: "Export" }));
    const url = new URL(
      screen.getByRole("menuitem", { name: "CSV (comma-separated)" }).getAttribute("href")!,
      "http://localhost",
    );
    expect(url.pathname).toBe("/api/v1/procedures");
    expect(url.searchParams.getAll("organization_id")).toEqual(["o"]);
    expect(url.searchParams.get("sort")).toBe("name,desc");
    expect(url.searchParams.get("format")).toBe("csv");
  });

  it("speaks Danish, and is absent from a grid whose list has no export", async () => {
    grid("/api/v1/things", "da");
    fireEvent.click(await screen.findByRole("button", { name: "Eksportér" }));
    expect(screen.getByRole("menuitem", { name: "CSV (kommasepareret)" })).toBeTruthy();
    grid(undefined);
    await screen.findAllByRole("grid");
    expect(screen.queryAllByRole("button", { name: "Export" })).toHaveLength(0);
  });
});
