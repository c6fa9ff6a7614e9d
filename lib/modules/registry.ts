// The list of modules: a module is added here, in one line, and nowhere else. The route table,
// the guard, the menu, the quick actions, the due registry and the permission table are
// assembled from it.
import { agreementTemplatesModule } from "@/lib/modules/admin/agreement-templates/module";
import { adminChemicalsModule } from "@/lib/modules/admin/chemicals/module";
import { emissionFactorsModule } from "@/lib/modules/admin/emission-factors/module";
import { hazardDataModule } from "@/lib/modules/admin/hazard-data/module";
import { legislationModule } from "@/lib/modules/admin/legislation/module";
import { procedureTemplatesModule } from "@/lib/modules/admin/procedure-templates/module";
import { stakeholderCatalogueModule } from "@/lib/modules/admin/stakeholders/module";
import { adminSubstancesModule } from "@/lib/modules/admin/substances/module";
import { supportContactsModule } from "@/lib/modules/admin/support-contacts/module";
import { supportTicketsModule } from "@/lib/modules/support/tickets/module";
import { qrLabelsModule } from "@/lib/modules/qr-labels/module";
import { quickActionsModule } from "@/lib/modules/quick-actions/module";
import { wasteTypesModule } from "@/lib/modules/admin/waste-types/module";
import { chemicalRegisterModule } from "@/lib/modules/chemicals/register/module";
import { dashboardModule } from "@/lib/modules/dashboard/module";
import { bindingObligationsModule } from "@/lib/modules/documents/binding-obligations/module";
import { ownDocumentsModule } from "@/lib/modules/documents/own-documents/module";
import { eventsModule } from "@/lib/modules/evaluation/events/module";
import { complianceEvaluationModule } from "@/lib/modules/evaluation/compliance-evaluation/module";
import { managementReviewModule } from "@/lib/modules/evaluation/management-review/module";
import { internalAuditModule } from "@/lib/modules/evaluation/internal-audit/module";
import { questionnairesModule } from "@/lib/modules/evaluation/questionnaires/module";
import { delegationModule } from "@/lib/modules/leadership/delegation/module";
import { policiesModule } from "@/lib/modules/leadership/policies/module";
import { carbonModule } from "@/lib/modules/monitoring/carbon/module";
import { controlBookModule } from "@/lib/modules/monitoring/control-book/module";
import { machinesModule } from "@/lib/modules/monitoring/machines/module";
import { metersModule } from "@/lib/modules/monitoring/meters/module";
import { performanceModule } from "@/lib/modules/monitoring/performance/module";
import { reportsModule } from "@/lib/modules/monitoring/reports/module";
import { wasteModule } from "@/lib/modules/monitoring/waste/module";
import { competenceMatrixModule } from "@/lib/modules/operation/competence-matrix/module";
import { communicationModule } from "@/lib/modules/operation/communication/module";
import { proceduresModule } from "@/lib/modules/operation/procedures/module";
import { actionPlanModule } from "@/lib/modules/planning/action-plan/module";
import { riskAssessmentModule } from "@/lib/modules/planning/risk-assessment/module";
import { aspectsModule } from "@/lib/modules/planning/aspects/module";
import { objectivesModule } from "@/lib/modules/planning/objectives/module";
import { competencesModule } from "@/lib/modules/organization/competences/module";
import { membersModule } from "@/lib/modules/organization/members/module";
import { rolesModule } from "@/lib/modules/organization/roles/module";
import { scopeModule } from "@/lib/modules/organization/scope/module";
import { stakeholdersModule } from "@/lib/modules/organization/stakeholders/module";
import { structureModule } from "@/lib/modules/organization/structure/module";
import { searchModule } from "@/lib/modules/search/module";
import type { ModuleManifest } from "@/lib/platform/modules/manifest";
import { assembleRouteTable } from "@/lib/platform/modules/route-table";
import { platformModule } from "@/lib/platform/shell/screens";
import { PLANNED } from "./planned";

export const MODULES: readonly ModuleManifest[] = [
  platformModule,
  dashboardModule,
  searchModule,
  membersModule,
  competencesModule,
  rolesModule,
  scopeModule,
  structureModule,
  stakeholdersModule,
  policiesModule,
  delegationModule,
  riskAssessmentModule,
  aspectsModule,
  objectivesModule,
  actionPlanModule,
  proceduresModule,
  communicationModule,
  competenceMatrixModule,
  bindingObligationsModule,
  ownDocumentsModule,
  controlBookModule,
  metersModule,
  carbonModule,
  wasteModule,
  machinesModule,
  performanceModule,
  reportsModule,
  chemicalRegisterModule,
  eventsModule,
  complianceEvaluationModule,
  managementReviewModule,
  internalAuditModule,
  questionnairesModule,
  adminChemicalsModule,
  adminSubstancesModule,
  hazardDataModule,
  legislationModule,
  emissionFactorsModule,
  wasteTypesModule,
  stakeholderCatalogueModule,
  supportContactsModule,
  supportTicketsModule,
  qrLabelsModule,
  quickActionsModule,
  procedureTemplatesModule,
  agreementTemplatesModule,
];

export const ROUTES = assembleRouteTable(MODULES, PLANNED);
