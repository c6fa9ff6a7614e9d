/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import da from "@/messages/da.json";
import en from "@/messages/en.json";
import type { ListState } from "@/lib/platform/lists/url-state";
import { FilterToolbar, useIsoStandardFilter, type SelectFilter } from "./filter-toolbar";

const replace = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace, push: jest.fn() }),
  usePathname: () => "/list",
  useSearchParams: () => new URLSearchParams("q=plan&page=3"),
}));

const state = (filters: Record<string, string>): ListState => ({
  page: 3,
  size: 20,
  sort: { field: "title", direction: "asc" },
  filters,
  sortable: ["title"],
});
const published: SelectFilter = {
  param: "published",
  label: "Public",
  options: [
    { value: "true", label: "Yes" },
    { value: "false", label: "No" },
  ],
};

function Toolbar(props: { filters: Record<string, string>; archived?: boolean }) {
  const isoStandard = useIsoStandardFilter();
  return <FilterToolbar state={state(props.filters)} filters={[published, isoStandard]} archived={props.archived} />;
}

function toolbar(locale: "en" | "da", props: { filters: Record<string, string>; archived?: boolean }) {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === "da" ? da : en} timeZone="Europe/Copenhagen">
      <Toolbar {...props} />
    </NextIntlClientProvider>,
  );
}

/** A MUI select is a combobox named by its label, showing the chosen option. */
const select = (name: string) => screen.getByRole("combobox", { name });

beforeEach(() => replace.mockClear());

describe("FilterToolbar", () => {
  it("shows one select per filter, 'All' where nothing is chosen and the URL's choice elsewhere", async () => {
    toolbar("en", { filters: { isoStandard: "ISO_45001" } });
    // the selects load where they are shown
    expect((await screen.findByRole("combobox", { name: "Public" })).textContent).toBe("All");
    expect(select("Standard").textContent).toBe("ISO 45001 (occupational health and safety)");
    expect(screen.queryByRole("combobox", { name: "Show" })).toBeNull();
  });

  it("adds the archived filter to lists of records that can be archived", () => {
    toolbar("en", { filters: { archived: "true" }, archived: true });
    expect(select("Show").textContent).toBe("Archived");
  });

  it("writes a choice into the URL and starts again at the first page, keeping the search", () => {
    toolbar("en", { filters: {} });
    fireEvent.mouseDown(select("Public"));
    fireEvent.click(within(screen.getByRole("listbox")).getByText("No"));
    expect(replace).toHaveBeenCalledWith("/list?q=plan&published=false", { scroll: false });
  });

  it("says it in Danish", () => {
    toolbar("da", { filters: {}, archived: true });
    expect(select("Public").textContent).toBe("Alle");
    expect(select("Vis").textContent).toBe("Aktive");
    fireEvent.mouseDown(select("Standard"));
    expect(within(screen.getByRole("listbox")).getByText("ISO 14001 (miljø)")).toBeTruthy();
  });
});
