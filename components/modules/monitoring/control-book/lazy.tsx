"use client";
import dynamic from "next/dynamic";

// Forms the module's detail pages show only sometimes, loaded when rendered (docs/architecture.md, "Client side").
export const LazyAgreementForm = dynamic(() => import("./agreement-form").then((module) => module.AgreementForm));
export const LazyInspectionForm = dynamic(() => import("./inspection-form").then((module) => module.InspectionForm));
