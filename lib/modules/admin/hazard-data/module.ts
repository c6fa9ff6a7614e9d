// The chemicals reference data (CLP statements, pictograms, Annex VI, SVHC, ADR): read by all.
import { defineModule } from "@/lib/platform/modules/manifest";
import { hazardDataAccess } from "./access";

export const hazardDataModule = defineModule({
  key: "admin/hazard-data",
  area: "admin",
  operations: { hazardData: hazardDataAccess },
});
