// The seeded questionnaires are what the API itself accepts: every file passes the questionnaire
// body's validation (both languages, known clauses, kinds with their scale or unit, unique keys),
// and keeps its keys, so answers given with it name its questions.
import { randomUUID } from "node:crypto";
import { questionnaireInputSchema } from "@/lib/modules/evaluation/questionnaires/schema";
import { questionnaireFiles, storedSections } from "./questionnaires";

const files = questionnaireFiles();
// any act the files cite gets an id, as the catalogue would give it
const actIds = new Map(
  files
    .flatMap((file) =>
      file.sections.flatMap((section) => section.questions.flatMap((question) => question.legislation ?? [])),
    )
    .map((number) => [number, randomUUID()]),
);

test("the five questionnaires the issue names are there: two audit checklists and three inspections", () => {
  expect(files.map((file) => [file.key, file.purpose])).toEqual([
    ["chemical-storage-inspection", "INSPECTION"],
    ["iso-14001-internal-audit", "INTERNAL_AUDIT"],
    ["iso-45001-internal-audit", "INTERNAL_AUDIT"],
    ["safety-round", "INSPECTION"],
    ["waste-area-inspection", "INSPECTION"],
  ]);
});

test.each(files.map((file) => [file.key, file] as const))(
  "%s is a valid questionnaire in both languages",
  (_, file) => {
    const parsed = questionnaireInputSchema.safeParse({ ...file, sections: storedSections(file, actIds) });
    expect(parsed.error?.issues ?? []).toEqual([]);
    const questions = parsed.data!.sections.flatMap((section) => section.questions);
    expect(questions.every((question) => question.key && question.textEn && question.textDa)).toBe(true);
  },
);

test("the audit checklists cite every main clause of their standard", () => {
  for (const key of ["iso-14001-internal-audit", "iso-45001-internal-audit"]) {
    const file = files.find((candidate) => candidate.key === key)!;
    const cited = new Set(
      file.sections.flatMap((section) =>
        section.questions.flatMap((question) =>
          question.clauses.map((ref) => ref.split(":")[1]!.split(".").slice(0, 2).join(".")),
        ),
      ),
    );
    for (const clause of [
      "4.1",
      "4.2",
      "4.3",
      "4.4",
      "5.1",
      "5.2",
      "5.3",
      "6.1",
      "6.2",
      "7.1",
      "7.2",
      "7.3",
      "7.4",
      "7.5",
      "8.1",
      "8.2",
      "9.1",
      "9.2",
      "9.3",
      "10.1",
      "10.2",
      "10.3",
    ]) {
      expect([key, cited.has(clause)]).toEqual([key, true]);
    }
  }
});
