/** @jest-environment jsdom */
// A file the import endpoint refuses for its size or type is named in the person's language; other
// refusals show the server's own message.
import { fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import da from "@/messages/da.json";
import en from "@/messages/en.json";
import { postSheet } from "@/lib/platform/client/sheet-upload";
import { ImportDialog } from "./import-dialog";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => {} }) }));
jest.mock("@/lib/platform/client/sheet-upload", () => ({ postSheet: jest.fn() }));

function refuseWith(status: number, code: string, message: string) {
  jest.mocked(postSheet).mockResolvedValue({ status, body: { error: { code, message } } });
}

function chooseFile(locale: "en" | "da") {
  const { container } = render(
    <NextIntlClientProvider locale={locale} messages={locale === "da" ? da : en} timeZone="Europe/Copenhagen">
      <ImportDialog
        open
        onClose={() => {}}
        endpoint="/api/v1/organizations/o/members/imports"
        title="Import"
        columns={[]}
      />
    </NextIntlClientProvider>,
  );
  const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [new File(["Name"], "members.xlsx")] } });
}

describe("the import dialog's refusals", () => {
  it.each([
    ["en", /too large to import: at most 5 MB/],
    ["da", /for stort til at blive importeret: højst 5 MB/],
  ] as const)("says in %s that a sheet is too large", async (locale, text) => {
    refuseWith(413, "sheet_too_large", "A sheet to import may be at most 5 MB");
    chooseFile(locale);
    expect((await screen.findByRole("alert")).textContent).toMatch(text);
  });

  it("says in Danish that the type of file is not one it imports", async () => {
    refuseWith(415, "unsupported_sheet", "Import a CSV or XLSX file");
    chooseFile("da");
    expect((await screen.findByRole("alert")).textContent).toMatch(/Importér en CSV- eller XLSX-fil/);
  });

  it("shows the server's message for a refusal it has no words of its own for", async () => {
    refuseWith(422, "validation_failed", "The first row must hold the column headings");
    chooseFile("da");
    expect((await screen.findByRole("alert")).textContent).toMatch(/The first row must hold the column headings/);
  });
});
