"use client";
import dynamic from "next/dynamic";

// Forms the module's detail pages show only sometimes, loaded when rendered (docs/architecture.md, "Client side").
export const LazyProcedureForm = dynamic(() => import("./procedure-form").then((module) => module.ProcedureForm));
export const LazyTemplatePicker = dynamic(() => import("./template-picker").then((module) => module.TemplatePicker));
