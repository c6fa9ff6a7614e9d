import "server-only";
import { statementInstructions } from "../hazard-data/statement-text";
import { validationFailed } from "@/lib/platform/api/errors";
import type { Tx } from "@/lib/platform/db";
import type { Locale } from "@/lib/platform/i18n/config";
import { auditedTransaction, type Actor } from "@/lib/platform/writes/audit";
import { lockIfFresh } from "@/lib/platform/writes/concurrency";
import { anyRestrictedOrSvhc, getChemical } from "./data";
import { dangerRank, derivedDangerCode, effectiveDangerCode } from "./danger-code";
import type { ChemicalInput } from "./schema";
import { labelElements } from "./warnings";
import { translator } from "@/lib/platform/i18n/translator";

/** Statement codes of each kind must be in the regulation's list. */
async function assertStatements(tx: Tx, input: ChemicalInput) {
  for (const [field, kind, codes] of [
    ["hazardStatementIds", "H", input.hazardStatementIds],
    ["euHazardStatementIds", "EUH", input.euHazardStatementIds],
    ["precautionaryStatementIds", "P", input.precautionaryStatementIds],
  ] as const) {
    if (codes.length === 0) continue;
    const found = await tx.hazardStatement.findMany({ where: { kind, code: { in: codes } }, select: { code: true } });
    const unknown = codes.filter((code) => !found.some((row) => row.code === code));
    if (unknown.length) throw validationFailed({ [field]: `Unknown statements: ${unknown.join(", ")}` });
  }
  await assertStatementDetails(tx, input);
  if (
    input.unNumber &&
    !(await tx.dangerousGood.findFirst({ where: { unNumber: input.unNumber }, select: { id: true } }))
  )
    throw validationFailed({ unNumber: `UN ${input.unNumber} is not in ADR Table A` });
}

/** Details only for the product's own hazard statements, and no more of them than CLP's text has brackets. */
async function assertStatementDetails(tx: Tx, input: ChemicalInput) {
  if (input.statementDetails.length === 0) return;
  const templates = await tx.hazardStatement.findMany({
    where: { code: { in: input.statementDetails.map((detail) => detail.code) } },
    select: { code: true, textEn: true },
  });
  const fields: Record<string, string> = {};
  input.statementDetails.forEach((detail, index) => {
    const template = templates.find((row) => row.code === detail.code);
    const brackets = template ? statementInstructions(template.textEn).length : 0;
    if (!input.hazardStatementIds.includes(detail.code) || brackets === 0) {
      fields[`statementDetails.${index}.code`] = "Not a hazard statement of this product that asks for details";
    } else if (detail.en.length > brackets || detail.da.length > brackets) {
      fields[`statementDetails.${index}.code`] = `The statement asks for ${brackets} details at most`;
    }
  });
  if (Object.keys(fields).length) throw validationFailed(fields);
}

/** Producer and suppliers come from the stakeholder catalogue; substances and files must exist. */
async function assertLinks(tx: Tx, input: ChemicalInput) {
  const stakeholderIds = [
    ...new Set([...(input.producerId ? [input.producerId] : []), ...input.supplies.map((s) => s.supplierId)]),
  ];
  const stakeholders = await tx.stakeholder.findMany({
    where: { id: { in: stakeholderIds }, organizationId: null },
    select: { id: true },
  });
  if (input.producerId && !stakeholders.some((row) => row.id === input.producerId)) {
    throw validationFailed({ producerId: "Not a stakeholder of the catalogue" });
  }
  input.supplies.forEach((supply, index) => {
    if (!stakeholders.some((row) => row.id === supply.supplierId)) {
      throw validationFailed({ [`supplies.${index}.supplierId`]: "Not a stakeholder of the catalogue" });
    }
  });
  const substanceIds = input.substances.map((entry) => entry.substanceId);
  const substances = await tx.substance.findMany({
    where: { id: { in: substanceIds } },
    select: { id: true, casNumber: true, ecNumber: true },
  });
  input.substances.forEach((entry, index) => {
    if (!substances.some((row) => row.id === entry.substanceId)) {
      throw validationFailed({ [`substances.${index}.substanceId`]: "Unknown substance" });
    }
  });
  const fileIds = input.countriesData.flatMap((country) => country.safetyDataSheets.map((sheet) => sheet.fileId));
  const files = await tx.storedFile.count({ where: { id: { in: fileIds }, organizationId: null } });
  if (files !== new Set(fileIds).size) throw validationFailed({ countriesData: "Unknown safety data sheet file" });
  return substances;
}

/** The label and danger code to store: given, or derived from the statements and substances. */
async function labelOf(
  input: ChemicalInput,
  substances: { casNumber: string | null; ecNumber: string | null }[],
  language: string,
) {
  const required = labelElements(input.hazardStatementIds);
  const derived = derivedDangerCode({
    hazardStatements: input.hazardStatementIds,
    euHazardStatements: input.euHazardStatementIds,
    restrictedOrSvhc: await anyRestrictedOrSvhc(substances),
  });
  if (input.dangerCode && dangerRank(input.dangerCode) < dangerRank(derived)) {
    const t = translator(language);
    const code = t(`chemicals.dangerCodes.${derived}`);
    throw validationFailed({ dangerCode: t("chemicals.errors.dangerCodeLowered", { code }) });
  }
  return {
    pictograms: input.pictograms ? [...new Set(input.pictograms)].sort() : required.pictograms,
    signalWord: input.signalWord ?? required.signalWord,
    dangerCode: effectiveDangerCode(derived, input.dangerCode),
    dangerCodeRaisedTo:
      input.dangerCode && dangerRank(input.dangerCode) > dangerRank(derived) ? input.dangerCode : null,
  };
}

async function writeChildren(tx: Tx, chemicalId: string, input: ChemicalInput) {
  await tx.chemicalSupply.deleteMany({ where: { chemicalId } });
  await tx.chemicalSubstance.deleteMany({ where: { chemicalId } });
  await tx.chemicalCountryData.deleteMany({ where: { chemicalId } });
  await tx.chemicalSupply.createMany({
    data: input.supplies.map((supply, sortOrder) => ({ chemicalId, sortOrder, ...supply })),
  });
  await tx.chemicalSubstance.createMany({
    data: input.substances.map((entry, sortOrder) => ({ chemicalId, sortOrder, ...entry })),
  });
  for (const country of input.countriesData) {
    await tx.chemicalCountryData.create({
      data: {
        chemicalId,
        countryAlpha2: country.countryAlpha2,
        storageClass: country.storageClass,
        waterHazardClass: country.waterHazardClass,
        safetyDataSheets: {
          create: country.safetyDataSheets.map((sheet) => ({
            fileId: sheet.fileId,
            language: sheet.language,
            lastRevisionDate: new Date(`${sheet.lastRevisionDate}T00:00:00Z`),
          })),
        },
      },
    });
  }
}

const fieldsOf = (input: ChemicalInput) => ({
  tradeName: input.tradeName,
  producerId: input.producerId,
  physicalState: input.physicalState,
  hazardStatements: input.hazardStatementIds,
  euHazardStatements: input.euHazardStatementIds,
  precautionaryStatements: input.precautionaryStatementIds,
  precautionsFromSds: input.precautionsFromSds,
  // only what fills something: a statement without any fill is not kept
  statementDetails: input.statementDetails.filter((detail) => [...detail.en, ...detail.da].some(Boolean)),
  unNumber: input.unNumber,
});

export async function createChemical(actor: Actor & { language: Locale }, input: ChemicalInput) {
  const id = await auditedTransaction(actor, async (tx) => {
    await assertStatements(tx, input);
    const substances = await assertLinks(tx, input);
    const label = await labelOf(input, substances, actor.language);
    const row = await tx.chemical.create({ data: { ...fieldsOf(input), ...label }, select: { id: true } });
    await writeChildren(tx, row.id, input);
    return row.id;
  });
  return getChemical(id, actor.language);
}

/** 409 when the product changed after the form was loaded. */
export async function updateChemical(actor: Actor & { language: Locale }, id: string, input: ChemicalInput) {
  await auditedTransaction(actor, async (tx) => {
    await lockIfFresh(tx.chemical, { id }, input.lastModifiedDate);
    await assertStatements(tx, input);
    const substances = await assertLinks(tx, input);
    const label = await labelOf(input, substances, actor.language);
    await tx.chemical.update({ where: { id }, data: { ...fieldsOf(input), ...label } });
    await writeChildren(tx, id, input);
  });
  return getChemical(id, actor.language);
}
