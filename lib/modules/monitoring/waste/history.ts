// How a waste handler, its arrangements and its registrations read in a history.
import { defineHistory, field, record } from "@/lib/platform/audit/vocabulary";
import { areaRecord } from "@/lib/modules/organization/structure/history";

export const wasteHistory = defineHistory({
  waste_handler: {
    fields: {
      stakeholderName: field.text("waste.handler.stakeholder"),
      approvalNumber: field.text("waste.handler.approvalNumber"),
      contactName: field.text("waste.handler.contactName"),
      contactEmail: field.text("waste.handler.contactEmail"),
      contactPhone: field.text("waste.handler.contactPhone"),
      notes: field.text("waste.handler.notes"),
      archivedDate: field.timestamp("audit.fields.archivedDate"),
    },
    // the stakeholder by the name the handler keeps (and follows); the columns an import remembers
    hidden: ["stakeholderId", "importMapping"],
  },
  waste_handler_file: { fields: {} },
  waste_arrangement: {
    fields: {
      name: field.text("waste.arrangement.name"),
      associationId: field.ref("audit.entities.waste_handler", record("WasteHandlerAssociation", "stakeholderName")),
      wasteTypeId: field.ref("waste.arrangement.wasteType", {
        table: "WasteType",
        name: ["code", "nameEn"],
        da: ["code", "nameDa"],
      }),
      containerKind: field.enum("waste.arrangement.containerKind", "waste.containerKinds"),
      containerSize: field.text("waste.arrangement.containerSize"),
      collectionFrequency: field.enum("waste.arrangement.collectionFrequency", "people.frequency"),
      treatmentCode: field.text("waste.arrangement.treatmentCode"),
      areaId: field.ref("waste.arrangement.area", areaRecord),
      registrationUnit: field.enum("waste.arrangement.registrationUnit", "waste.unitNames"),
      densityKgPerM3: field.number("waste.arrangement.densityKgPerM3"),
      kgPerPiece: field.number("waste.arrangement.kgPerPiece"),
      archivedDate: field.timestamp("audit.fields.archivedDate"),
    },
  },
  waste_registration: {
    fields: {
      associationId: field.ref("audit.entities.waste_handler", record("WasteHandlerAssociation", "stakeholderName")),
      performedAt: field.date("waste.registration.performedAt"),
      periodFrom: field.date("waste.registration.periodFrom"),
      note: field.text("waste.registration.note"),
    },
    // the phone draft's key only makes a repeated send the same registration
    hidden: ["idempotencyKey"],
  },
  waste_registration_line: {
    fields: {
      arrangementId: field.ref("audit.entities.waste_arrangement", record("WasteArrangement")),
      performedAt: field.date("waste.registrations.performedAt"),
      quantity: field.number("waste.registrations.quantities"),
    },
    // the registration the quantity belongs to, whose date the line carries (performedAt)
    hidden: ["bulkRegistrationId"],
  },
  waste_registration_file: { fields: {} },
});
