// How a chemical product of the catalogue reads in a history.
import { defineHistory, field } from "@/lib/platform/audit/vocabulary";
import { stakeholderRecord } from "@/lib/modules/admin/stakeholders/history";

export const chemicalCatalogueHistory = defineHistory({
  chemical: {
    fields: {
      tradeName: field.text("chemicals.fields.tradeName"),
      producerId: field.ref("chemicals.fields.producer", stakeholderRecord),
      physicalState: field.enum("chemicals.fields.physicalState", "chemicals.physicalStates"),
      hazardStatements: field.text("chemicals.fields.hazardStatements"),
      euHazardStatements: field.text("chemicals.fields.euHazardStatements"),
      precautionaryStatements: field.text("chemicals.fields.precautionaryStatements"),
      precautionsFromSds: field.boolean("chemicals.fields.precautionsFromSds"),
      statementDetails: field.localizedParts("chemicals.fields.statementDetails"),
      unNumber: field.text("chemicals.fields.unNumber"),
      pictograms: field.text("chemicals.fields.pictograms"),
      signalWord: field.enum("chemicals.fields.signalWord", "chemicals.signalWords"),
      dangerCode: field.enum("chemicals.fields.dangerCode", "chemicals.dangerCodes"),
      dangerCodeRaisedTo: field.enum("chemicals.fields.raiseDangerCode", "chemicals.dangerCodes"),
    },
  },
});
