/** @jest-environment jsdom */
// An inspection's questions: a shortfall offers "raise an action", whose corrective action goes in
// the same save as the answer, checked first in the person's language; an answer in order sends
// none; a done inspection's cards offer nothing to change.
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import { api } from "@/lib/platform/client/api-client";
import type { InspectionDto } from "@/lib/modules/monitoring/control-book/dto";
import { InspectionQuestions } from "./inspection-questions";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
  usePathname: () => "/monitoring/control-book/inspections/i1",
}));
const success = jest.fn();
jest.mock("@/components/platform/feedback/toast-provider", () => ({
  useToast: () => ({ success, error: jest.fn() }),
}));
jest.mock("@/lib/platform/client/api-client", () => ({
  ...jest.requireActual("@/lib/platform/client/api-client"),
  api: jest.fn(),
}));

const question = { guidanceEn: null, guidanceDa: null, scaleMax: null, unit: null, clauses: [], legislationIds: [] };

const inspection = {
  id: "33333333-3333-4333-8333-333333333333",
  status: "PENDING",
  questionnaire: {
    id: "22222222-2222-4222-8222-222222222222",
    questionnaireId: "11111111-1111-4111-8111-111111111111",
    titleEn: "Safety round",
    titleDa: "Sikkerhedsrunde",
    version: 1,
    sections: [
      {
        key: "fire",
        titleEn: "Fire and escape routes",
        titleDa: null,
        questions: [
          { ...question, key: "escape-routes", textEn: "Are escape routes clear?", textDa: null, kind: "YES_NO" },
        ],
      },
    ],
  },
  answers: [],
} as unknown as InspectionDto;

function renderQuestions(editable = true, shown = inspection) {
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Copenhagen">
      <InspectionQuestions organizationId="org-1" inspection={shown} editable={editable} />
    </NextIntlClientProvider>,
  );
  return screen.getByRole("listitem");
}

beforeEach(() => {
  jest.mocked(api).mockReset();
  jest.mocked(api).mockResolvedValue({ content: [] });
  success.mockReset();
});

const sentAnswer = () =>
  jest.mocked(api).mock.calls.find(([path]) => path.endsWith("/answers")) as [
    string,
    { body: Record<string, unknown> },
  ];

describe("an inspection's questions", () => {
  it("sends the corrective action of a shortfall with the answer, in one save", async () => {
    const card = renderQuestions();
    expect(within(card).queryByRole("checkbox", { name: "Raise an action" })).toBeNull();
    fireEvent.click(within(card).getByRole("button", { name: "No" }));
    fireEvent.click(within(card).getByRole("checkbox", { name: "Raise an action" }));
    // the title is needed: refused here, nothing sent
    fireEvent.click(within(card).getByRole("button", { name: "Save the answer" }));
    expect(await within(card).findByText("Fill in this field.")).toBeTruthy();
    expect(
      within(card)
        .getByRole("textbox", { name: /Corrective action/ })
        .getAttribute("aria-invalid"),
    ).toBe("true");
    expect(sentAnswer()).toBeUndefined();

    fireEvent.change(within(card).getByRole("textbox", { name: /Corrective action/ }), {
      target: { value: "Clear the escape route by gate 3" },
    });
    fireEvent.click(within(card).getByRole("button", { name: "Save the answer" }));
    await waitFor(() => expect(sentAnswer()).toBeDefined());
    const [path, options] = sentAnswer();
    expect(path).toBe(`/api/v1/organizations/org-1/inspections/${inspection.id}/answers`);
    expect(options.body).toMatchObject({
      questionKey: "escape-routes",
      choice: "NO",
      correctiveAction: { title: "Clear the escape route by gate 3", responsibleId: null, dueDate: null },
    });
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith("The answer is saved, and its action is in the action plan."),
    );
  });

  it("sends no action with an answer in order", async () => {
    const card = renderQuestions();
    fireEvent.click(within(card).getByRole("button", { name: "No" }));
    fireEvent.click(within(card).getByRole("checkbox", { name: "Raise an action" }));
    fireEvent.click(within(card).getByRole("button", { name: "Yes" }));
    expect(within(card).queryByRole("checkbox", { name: "Raise an action" })).toBeNull();
    fireEvent.click(within(card).getByRole("button", { name: "Save the answer" }));
    await waitFor(() => expect(sentAnswer()).toBeDefined());
    expect(sentAnswer()[1].body).not.toHaveProperty("correctiveAction");
    await waitFor(() => expect(success).toHaveBeenCalledWith("The answer is saved."));
  });

  it("shows a done inspection's answers as recorded, with nothing to change", () => {
    const done = {
      ...inspection,
      status: "DONE",
      answers: [
        {
          id: "a1",
          questionKey: "escape-routes",
          choice: "NO",
          scale: null,
          number: null,
          text: null,
          note: "Pallets by gate 3",
          answeredByName: "Erik Editor",
          lastModifiedDate: new Date("2026-03-02T10:00:00Z"),
          files: [],
        },
      ],
    } as unknown as InspectionDto;
    const card = renderQuestions(false, done);
    expect(screen.getByText("The inspection is done: its answers stay as they were recorded.")).toBeTruthy();
    expect(within(card).getByText("Evidence: Pallets by gate 3")).toBeTruthy();
    expect(within(card).queryByRole("button", { name: "Save the answer" })).toBeNull();
    expect(within(card).getByRole("button", { name: "No" })).toHaveProperty("disabled", true);
  });
});
