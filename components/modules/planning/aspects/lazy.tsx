"use client";
import dynamic from "next/dynamic";

// What the module's pages show only sometimes, loaded when rendered (docs/architecture.md, "Client side").
export const LazyCategoryChart = dynamic(() => import("./category-chart").then((module) => module.CategoryChart));
export const LazyAspectForm = dynamic(() => import("./aspect-form").then((module) => module.AspectForm));
export const LazyCriteriaForm = dynamic(() => import("./criteria-form").then((module) => module.CriteriaForm));
