// The system's questionnaires (two internal-audit checklists, a safety round, a chemical storage and
// a waste area inspection) from prisma/data/questionnaires, in English and Danish. Each is created
// once, by its key; a maintainer's later versions are kept. Acts are cited by their official number
// in the legislation catalogue, seeded before.
import fs from "node:fs";
import path from "node:path";
import type { SeedClient } from "./client";

const folder = path.join(__dirname, "..", "data", "questionnaires");

type FileQuestion = {
  key: string;
  textEn: string;
  textDa: string;
  guidanceEn?: string;
  guidanceDa?: string;
  kind: string;
  scaleMax?: number;
  unit?: string;
  clauses: string[];
  legislation?: string[];
};

export type QuestionnaireFile = {
  key: string;
  purpose: "INTERNAL_AUDIT" | "INSPECTION";
  standards: ("ISO_14001" | "ISO_45001")[];
  titleEn: string;
  titleDa: string;
  descriptionEn: string;
  descriptionDa: string;
  sections: { key: string; titleEn: string; titleDa: string; questions: FileQuestion[] }[];
};

export const questionnaireFiles = (): QuestionnaireFile[] =>
  fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(folder, name), "utf8")));

/** The sections as stored: every field present, acts by id. */
export function storedSections(file: QuestionnaireFile, actIds: Map<string, string>) {
  return file.sections.map((section) => ({
    key: section.key,
    titleEn: section.titleEn,
    titleDa: section.titleDa,
    questions: section.questions.map((question) => ({
      key: question.key,
      textEn: question.textEn,
      textDa: question.textDa,
      guidanceEn: question.guidanceEn ?? null,
      guidanceDa: question.guidanceDa ?? null,
      kind: question.kind,
      scaleMax: question.scaleMax ?? null,
      unit: question.unit ?? null,
      clauses: question.clauses,
      legislationIds: (question.legislation ?? []).map((number) => {
        const id = actIds.get(number);
        if (!id) throw new Error(`Questionnaire ${file.key} cites ${number}, which the legislation catalogue lacks`);
        return id;
      }),
    })),
  }));
}

export async function seedQuestionnaires(db: SeedClient) {
  const files = questionnaireFiles();
  const existing = new Set(
    (await db.questionnaire.findMany({ where: { code: { not: null } }, select: { code: true } })).map(
      (row) => row.code,
    ),
  );
  const missing = files.filter((file) => !existing.has(file.key));
  if (!missing.length) return 0;
  const acts = await db.legislation.findMany({ select: { id: true, officialNumber: true } });
  const actIds = new Map(acts.map((act) => [act.officialNumber, act.id]));
  for (const file of missing) {
    await db.questionnaire.create({
      data: {
        code: file.key,
        purpose: file.purpose,
        standards: file.standards,
        title: file.titleEn,
        titleEn: file.titleEn,
        titleDa: file.titleDa,
        descriptionEn: file.descriptionEn,
        descriptionDa: file.descriptionDa,
        versions: { create: { version: 1, sections: storedSections(file, actIds), authorName: "EHS Compass" } },
      },
    });
  }
  return missing.length;
}
