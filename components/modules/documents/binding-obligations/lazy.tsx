"use client";
import dynamic from "next/dynamic";

// Forms the module's detail pages show only sometimes, loaded when rendered (docs/architecture.md, "Client side").
export const LazyObligationForm = dynamic(() => import("./obligation-form").then((module) => module.ObligationForm));
export const LazyEvaluationForm = dynamic(() => import("./evaluation-form").then((module) => module.EvaluationForm));
