"use client";
import dynamic from "next/dynamic";

// The forms that detail pages show only sometimes: for "new", or to editors alone. Imported from
// here, a form's code (validation, date pickers, uploads) loads only when the page renders it, and
// the detail page stays light for everyone who only reads. next/dynamic needs one literal path each.
export const LazyChemicalForm = dynamic(() =>
  import("./admin/chemicals/chemical-form").then((module) => module.ChemicalForm),
);
export const LazySubstanceForm = dynamic(() =>
  import("./admin/substances/substance-form").then((module) => module.SubstanceForm),
);
export const LazyChemicalRegisterForm = dynamic(() =>
  import("./chemicals/register/chemical-register-form").then((module) => module.ChemicalRegisterForm),
);
export const LazyEvaluationForm = dynamic(() =>
  import("./documents/binding-obligations/evaluation-form").then((module) => module.EvaluationForm),
);
export const LazyOwnDocumentForm = dynamic(() =>
  import("./documents/own-documents/own-document-form").then((module) => module.OwnDocumentForm),
);
export const LazyInvestigationForm = dynamic(() =>
  import("./evaluation/events/investigation-form").then((module) => module.InvestigationForm),
);
export const LazyPolicyForm = dynamic(() =>
  import("./leadership/policies/policy-form").then((module) => module.PolicyForm),
);
export const LazyAgreementForm = dynamic(() =>
  import("./monitoring/control-book/agreement-form").then((module) => module.AgreementForm),
);
export const LazyInspectionForm = dynamic(() =>
  import("./monitoring/control-book/inspection-form").then((module) => module.InspectionForm),
);
export const LazyMachineForm = dynamic(() =>
  import("./monitoring/machines/machine-form").then((module) => module.MachineForm),
);
export const LazyReadingForm = dynamic(() =>
  import("./monitoring/meters/reading-form").then((module) => module.ReadingForm),
);
export const LazyArrangementForm = dynamic(() =>
  import("./monitoring/waste/arrangement-form").then((module) => module.ArrangementForm),
);
export const LazyProcedureForm = dynamic(() =>
  import("./operation/procedures/procedure-form").then((module) => module.ProcedureForm),
);
export const LazyCompetenceForm = dynamic(() =>
  import("./organization/competences/competence-form").then((module) => module.CompetenceForm),
);
export const LazyMemberForm = dynamic(() =>
  import("./organization/members/member-form").then((module) => module.MemberForm),
);
export const LazyRoleForm = dynamic(() => import("./organization/roles/role-form").then((module) => module.RoleForm));
export const LazyTemplatePicker = dynamic(() =>
  import("./operation/procedures/template-picker").then((module) => module.TemplatePicker),
);
