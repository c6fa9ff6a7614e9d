"use client";
import dynamic from "next/dynamic";

// Forms the module's pages show only sometimes, loaded when rendered (docs/architecture.md, "Client side").
export const LazyAssessmentForm = dynamic(() => import("./assessment-form").then((module) => module.AssessmentForm));
export const LazyChemicalAssessmentForm = dynamic(() =>
  import("./chemical-assessment-form").then((module) => module.ChemicalAssessmentForm),
);
export const LazyHazardForm = dynamic(() => import("./hazard-form").then((module) => module.HazardForm));
export const LazyAcceptanceForm = dynamic(() => import("./acceptance-form").then((module) => module.AcceptanceForm));
export const LazyReviewForm = dynamic(() => import("./review-form").then((module) => module.ReviewForm));
export const LazyMatrixForm = dynamic(() => import("./matrix-form").then((module) => module.MatrixForm));
