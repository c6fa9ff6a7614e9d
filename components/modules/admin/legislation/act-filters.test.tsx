/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import da from "@/messages/da.json";
import en from "@/messages/en.json";
import { FilterToolbar } from "@/components/platform/data-grid/filter-toolbar";
import { useActFilters } from "./act-filters";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn() }),
  usePathname: () => "/documents/binding-obligations",
  useSearchParams: () => new URLSearchParams(),
}));

const topics = [
  { value: "4c9a3f3e-8f43-4a35-9f0a-1b2c3d4e5f60", label: "Chemicals" },
  { value: "5d0b4f4f-9a54-4b46-8a1b-2c3d4e5f6071", label: "Waste" },
];

function ActToolbar({ topic }: { topic?: string }) {
  const acts = useActFilters(topics);
  return (
    <FilterToolbar
      state={{
        page: 0,
        size: 20,
        sort: { field: "title", direction: "asc" },
        filters: topic ? { topic } : {},
        sortable: [],
      }}
      filters={[acts.jurisdiction, acts.topic]}
    />
  );
}

const toolbar = (locale: "en" | "da", topic?: string) =>
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "da" ? da : en} timeZone="Europe/Copenhagen">
      <ActToolbar topic={topic} />
    </NextIntlClientProvider>,
  );

describe("the filters of lists of catalogue acts", () => {
  it("filter by jurisdiction (EU, DK, international) and by one topic", async () => {
    toolbar("en", topics[1].value);
    // the selects load where they are shown
    expect((await screen.findByRole("combobox", { name: "Topic" })).textContent).toBe("Waste");
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Jurisdiction" }));
    const options = within(screen.getByRole("listbox")).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["All", "EU", "DK", "INTL"]);
  });

  it("are named in Danish", () => {
    toolbar("da");
    expect(screen.getByRole("combobox", { name: "Emne" }).textContent).toBe("Alle");
    expect(screen.getByRole("combobox", { name: "Jurisdiktion" })).toBeTruthy();
  });
});
