"use client";
import dynamic from "next/dynamic";

// Forms the module's detail pages show only sometimes, loaded when rendered (docs/architecture.md, "Client side").
export const LazyActionForm = dynamic(() => import("./action-form").then((module) => module.ActionForm));
export const LazyProgressForm = dynamic(() => import("./progress-form").then((module) => module.ProgressForm));
export const LazyEffectivenessForm = dynamic(() =>
  import("./effectiveness-form").then((module) => module.EffectivenessForm),
);
