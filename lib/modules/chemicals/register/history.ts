// How a registered chemical and its substitution decisions read in a history.
import { defineHistory, field, record } from "@/lib/platform/audit/vocabulary";
import { stakeholderRecord } from "@/lib/modules/admin/stakeholders/history";
import { memberRecord } from "@/lib/modules/organization/members/history";
import { fileRecord } from "@/lib/platform/shell/history";

export const chemicalRegisterHistory = defineHistory({
  chemical_association: {
    fields: {
      name: field.text("chemicalRegister.columns.name"),
      dangerCode: field.enum("chemicalRegister.columns.dangerCode", "chemicalRegister.dangerCodes"),
      supplierId: field.ref("chemicalRegister.form.supplier", stakeholderRecord),
      countryAlpha2: field.country("chemicalRegister.form.country"),
      purpose: field.text("chemicalRegister.form.purpose"),
      amount: field.number("chemicalRegister.form.amount"),
      amountUnit: field.enum("chemicalRegister.form.amountUnit", "units.names"),
      responsibleId: field.ref("chemicalRegister.form.responsible", memberRecord),
      instructionUse: field.text("chemicalRegister.instruction.use"),
      instructionProtection: field.text("chemicalRegister.instruction.protection"),
      instructionFirstAid: field.text("chemicalRegister.instruction.firstAid"),
      instructionSpills: field.text("chemicalRegister.instruction.spills"),
      instructionDisposal: field.text("chemicalRegister.instruction.disposal"),
      archivedDate: field.timestamp("audit.fields.archivedDate"),
    },
    // the catalogue product by the trade name the register keeps (and follows)
    hidden: ["chemicalId"],
  },
  chemical_use_area: { fields: {} },
  chemical_storage_area: { fields: {} },
  own_safety_data_sheet: {
    fields: {
      associationId: field.ref("audit.entities.chemical_association", record("ChemicalAssociation")),
      fileId: field.ref("chemicalRegister.sheets.fields.file", fileRecord),
      language: field.language("chemicalRegister.sheets.fields.language"),
      countryAlpha2: field.country("chemicalRegister.sheets.fields.country"),
      lastRevisionDate: field.date("chemicalRegister.sheets.fields.lastRevisionDate"),
      recordedAt: field.timestamp("audit.fields.recordedAt"),
      recordedByName: field.text("audit.fields.recordedByName"),
    },
    // the person is named as they were when the sheet was recorded
    hidden: ["recordedById"],
  },
  chemical_substitution_decision: {
    fields: {
      associationId: field.ref("audit.entities.chemical_association", record("ChemicalAssociation")),
      outcome: field.enum("chemicalRegister.form.outcome", "chemicalRegister.outcomes"),
      decidedOn: field.date("chemicalRegister.form.decidedOn"),
      note: field.text("chemicalRegister.form.note"),
    },
  },
});
