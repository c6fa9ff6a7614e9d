"use client";
import dynamic from "next/dynamic";

// Forms the module's detail pages show only sometimes, loaded when rendered (docs/architecture.md, "Client side").
export const LazyAgreementForm = dynamic(() => import("./agreement-form").then((module) => module.AgreementForm));
export const LazyInspectionForm = dynamic(() => import("./inspection-form").then((module) => module.InspectionForm));
// An inspection's questions show only where its agreement names a questionnaire.
export const LazyInspectionQuestions = dynamic(() =>
  import("./inspection-questions").then((module) => module.InspectionQuestions),
);
