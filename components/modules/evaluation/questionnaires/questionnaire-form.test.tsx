/** @jest-environment jsdom */
// The questionnaire form's editor: the keys of existing sections and questions go back as they
// came and new ones go without, moving is done by named buttons, a kind drops the fields of
// another, and the server's field errors land on the field of the question they name.
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import { api, ApiClientError } from "@/lib/platform/client/api-client";
import type { QuestionnaireDto } from "@/lib/modules/evaluation/questionnaires/dto";
import { QuestionnaireForm } from "./questionnaire-form";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
  usePathname: () => "/evaluation/questionnaires/q1/edit",
}));
jest.mock("@/components/platform/feedback/toast-provider", () => ({
  useToast: () => ({ success: jest.fn(), error: jest.fn() }),
}));
jest.mock("@/lib/platform/client/api-client", () => ({
  ...jest.requireActual("@/lib/platform/client/api-client"),
  api: jest.fn(),
}));

const question = {
  textDa: null,
  guidanceEn: null,
  guidanceDa: null,
  scaleMax: null,
  unit: null,
  clauses: [] as string[],
  legislationIds: [] as string[],
};

const questionnaire: QuestionnaireDto = {
  id: "11111111-1111-4111-8111-111111111111",
  owner: "organization",
  code: null,
  purpose: "INSPECTION",
  standards: ["ISO_45001"],
  titleEn: "Safety round",
  titleDa: "Sikkerhedsrunde",
  descriptionEn: null,
  descriptionDa: null,
  copiedFrom: null,
  current: {
    id: "22222222-2222-4222-8222-222222222222",
    version: 1,
    authorName: "Erik Editor",
    createdDate: new Date("2026-01-05T10:00:00Z"),
    sections: [
      {
        key: "walkways",
        titleEn: "Walkways",
        titleDa: null,
        questions: [
          {
            ...question,
            key: "walkways-clear",
            textEn: "Are walkways clear?",
            kind: "YES_NO",
            clauses: ["ISO_45001:8.1.2"],
          },
          { ...question, key: "lighting", textEn: "How good is the lighting?", kind: "SCALE", scaleMax: 5 },
        ],
      },
    ],
  },
  questionCount: 2,
  createdDate: new Date("2026-01-05T10:00:00Z"),
  lastModifiedDate: new Date("2026-01-05T10:00:00Z"),
  archivedDate: null,
};

type Body = {
  sections: { key?: string; questions: { key?: string; textDa?: string; kind: string; scaleMax?: unknown }[] }[];
  lastModifiedDate?: string;
};

function renderForm() {
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Copenhagen">
      <QuestionnaireForm questionnaire={questionnaire} organizationId="org-1" />
    </NextIntlClientProvider>,
  );
}

async function save(): Promise<{ path: string; method?: string; body: Body }> {
  fireEvent.submit(screen.getByRole("form", { name: "Edit questionnaire" }));
  await waitFor(() => expect(api).toHaveBeenCalled());
  const [path, options] = jest.mocked(api).mock.calls[0];
  return { path, method: options?.method, body: options?.body as Body };
}

const group = (name: string) => screen.getByRole("group", { name });

beforeEach(() => {
  jest.mocked(api).mockReset();
  jest.mocked(api).mockResolvedValue(questionnaire);
});

describe("the questionnaire form", () => {
  it("sends the keys back unchanged, and a new question in Danish alone without one", async () => {
    renderForm();
    fireEvent.click(within(group("Section 1")).getByRole("button", { name: "Add a question" }));
    fireEvent.change(within(group("Question 1.3")).getByRole("textbox", { name: "Question (Danish)" }), {
      target: { value: "Er nødudgangene fri?" },
    });
    const sent = await save();
    expect(sent.path).toBe(`/api/v1/organizations/org-1/questionnaires/${questionnaire.id}`);
    expect(sent.method).toBe("PUT");
    expect(sent.body.lastModifiedDate).toBe("2026-01-05T10:00:00.000Z");
    expect(sent.body.sections[0].key).toBe("walkways");
    const questions = sent.body.sections[0].questions;
    expect(questions.map((sentQuestion) => sentQuestion.key)).toEqual(["walkways-clear", "lighting", undefined]);
    expect("key" in questions[2]).toBe(false);
    // an inspection's new question is answered yes or no unless the editor says otherwise
    expect(questions[2]).toMatchObject({ textDa: "Er nødudgangene fri?", kind: "YES_NO" });
  });

  it("moves a question down by its named button, its key with it", async () => {
    renderForm();
    const down = screen.getByRole("button", { name: "Move the question down: Question 1.1" });
    expect(screen.getByRole("button", { name: "Move the question up: Question 1.1" })).toHaveProperty("disabled", true);
    fireEvent.click(down);
    const sent = await save();
    expect(sent.body.sections[0].questions.map((sentQuestion) => sentQuestion.key)).toEqual([
      "lighting",
      "walkways-clear",
    ]);
  });

  it("moves a new section above the first with its own questions, and the questions keep to their section", async () => {
    renderForm();
    // a question typed into before the move: the section's questions are read again after it
    fireEvent.change(within(group("Question 1.1")).getByRole("textbox", { name: "Question (Danish)" }), {
      target: { value: "Er gangarealerne ryddet?" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Add a section" }));
    fireEvent.change(within(group("Section 2")).getByRole("textbox", { name: "Section title (Danish)" }), {
      target: { value: "Nødudgange" },
    });
    fireEvent.change(within(group("Question 2.1")).getByRole("textbox", { name: "Question (Danish)" }), {
      target: { value: "Er nødudgangene fri?" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Move the section up: Section 2" }));
    expect(within(group("Section 1")).getAllByRole("group")).toHaveLength(1);
    expect(within(group("Section 2")).getAllByRole("group")).toHaveLength(2);
    const sent = await save();
    expect(sent.body.sections.map((section) => section.key)).toEqual([undefined, "walkways"]);
    expect(sent.body.sections[0].questions).toMatchObject([{ textDa: "Er nødudgangene fri?" }]);
    expect(sent.body.sections[1].questions.map((sentQuestion) => sentQuestion.key)).toEqual([
      "walkways-clear",
      "lighting",
    ]);
    expect(sent.body.sections[1].questions[0].textDa).toBe("Er gangarealerne ryddet?");
  });

  it("drops a scale's steps when the question is answered another way", async () => {
    renderForm();
    const lighting = group("Question 1.2");
    expect(within(lighting).getByRole("spinbutton", { name: /Steps of the scale/ })).toHaveProperty("value", "5");
    fireEvent.mouseDown(within(lighting).getByRole("combobox", { name: /Answered as/ }));
    fireEvent.click(await screen.findByRole("option", { name: "Text" }));
    await waitFor(() => expect(within(lighting).queryByRole("spinbutton")).toBeNull());
    const sent = await save();
    expect(sent.body.sections[0].questions[1]).toMatchObject({ key: "lighting", kind: "TEXT", scaleMax: null });
  });

  it("shows the server's field error at the field of the question it names", async () => {
    jest.mocked(api).mockRejectedValue(
      new ApiClientError(422, "validation_failed", "Some fields are not valid", {
        "sections.0.questions.1.scaleMax": "Enter 10 or less.",
      }),
    );
    renderForm();
    await save();
    const lighting = group("Question 1.2");
    expect(await within(lighting).findByText("Enter 10 or less.")).toBeTruthy();
    expect(
      within(lighting)
        .getByRole("spinbutton", { name: /Steps of the scale/ })
        .getAttribute("aria-invalid"),
    ).toBe("true");
    expect(within(group("Question 1.1")).queryByText("Enter 10 or less.")).toBeNull();
  });

  it("refuses a question with no text in either language at its English field", async () => {
    renderForm();
    fireEvent.click(within(group("Section 1")).getByRole("button", { name: "Add a question" }));
    fireEvent.submit(screen.getByRole("form", { name: "Edit questionnaire" }));
    expect(await within(group("Question 1.3")).findByText("Enter the text in English or Danish.")).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });
});
