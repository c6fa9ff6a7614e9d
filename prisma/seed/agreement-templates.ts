// The agreement templates every control book can start from (prisma/data/agreement-templates.json),
// in English and Danish: recurring Danish and EU obligations, written for this product. Each is
// created once, by its code, so a maintainer's later changes are kept and a template added to the
// file reaches an existing install. The legal basis names acts of the legislation catalogue by
// their official number and the questionnaire a system questionnaire by its key, both seeded before.
import fs from "node:fs";
import path from "node:path";
import type { AgreementType, Frequency } from "../../lib/generated/prisma/enums";
import type { SeedClient } from "./client";

type TemplateFile = {
  code: string;
  type: AgreementType;
  frequency: Frequency;
  reminderLeadDays: number;
  countryAlpha2: string | null;
  /** Official numbers of acts in the legislation catalogue. */
  legislation: string[];
  /** The key of one of the system's inspection questionnaires. */
  questionnaire: string | null;
  titleEn: string;
  descriptionEn: string;
  titleDa: string;
  descriptionDa: string;
};

const agreementTemplateFile = (): TemplateFile[] =>
  JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", "agreement-templates.json"), "utf8"));

/** The templates not there yet; answers how many were written. */
export async function seedAgreementTemplates(db: SeedClient): Promise<number> {
  const templates = agreementTemplateFile();
  const existing = new Set(
    (await db.agreementTemplate.findMany({ where: { code: { not: null } }, select: { code: true } })).map(
      (row) => row.code,
    ),
  );
  const missing = templates.filter((template) => !existing.has(template.code));
  if (!missing.length) return 0;
  const acts = new Map(
    (await db.legislation.findMany({ select: { id: true, officialNumber: true } })).map((act) => [
      act.officialNumber,
      act.id,
    ]),
  );
  const questionnaires = new Map(
    (
      await db.questionnaire.findMany({
        where: { organizationId: null, code: { not: null } },
        select: { id: true, code: true },
      })
    ).map((row) => [row.code, row.id]),
  );
  for (const { legislation, questionnaire, ...template } of missing) {
    const actIds = legislation.map((number) => {
      const id = acts.get(number);
      if (!id) throw new Error(`Agreement template ${template.code} cites ${number}, which the catalogue lacks`);
      return { id };
    });
    const questionnaireId = questionnaire ? questionnaires.get(questionnaire) : null;
    if (questionnaireId === undefined) {
      throw new Error(`Agreement template ${template.code} names the questionnaire ${questionnaire}, which is missing`);
    }
    await db.agreementTemplate.create({
      data: { ...template, title: template.titleEn, questionnaireId, legislation: { connect: actIds } },
    });
  }
  return missing.length;
}
