"use client";
import dynamic from "next/dynamic";

// What the module's pages show only sometimes, loaded when rendered (docs/architecture.md, "Client side").
export const LazyProgressChart = dynamic(() => import("./progress-chart").then((module) => module.ProgressChart));
export const LazyObjectiveForm = dynamic(() => import("./objective-form").then((module) => module.ObjectiveForm));
export const LazyObjectiveValueForm = dynamic(() => import("./value-form").then((module) => module.ObjectiveValueForm));
export const LazyActivityFigureForm = dynamic(() =>
  import("./activity-figure-form").then((module) => module.ActivityFigureForm),
);
export const LazyActivityValuesForm = dynamic(() =>
  import("./activity-values-form").then((module) => module.ActivityValuesForm),
);
