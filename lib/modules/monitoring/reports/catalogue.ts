// The catalogue of ready reports, in the order the screen lists them.
import "server-only";
import type { ReportDefinition } from "./definition";
import type { ReportKey } from "./keys";
import { actionPlanReport } from "./registers/action-plan";
import { aspectRegisterReport } from "./registers/aspect-register";
import { chemicalRegisterReport } from "./registers/chemical-register";
import { competenceMatrixReport } from "./registers/competence-matrix";
import { controlBookDueReport } from "./registers/control-book-due";
import { eventStatisticsReport } from "./registers/event-statistics";
import { ghgAccountReport } from "./registers/ghg-account";
import { legalRegisterReport } from "./registers/legal-register";
import { riskRegisterReport } from "./registers/risk-register";
import { wasteAccountReport } from "./registers/waste-account";

export const REPORTS: readonly ReportDefinition[] = [
  chemicalRegisterReport,
  riskRegisterReport,
  aspectRegisterReport,
  legalRegisterReport,
  actionPlanReport,
  competenceMatrixReport,
  ghgAccountReport,
  wasteAccountReport,
  eventStatisticsReport,
  controlBookDueReport,
];

export const reportByKey = (key: string): ReportDefinition | undefined =>
  REPORTS.find((report) => report.key === (key as ReportKey));
