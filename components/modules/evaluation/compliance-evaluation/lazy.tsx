"use client";
import dynamic from "next/dynamic";

// What the module's pages show only sometimes, loaded when rendered (docs/architecture.md, "Client side").
export const LazyResultsChart = dynamic(() => import("./results-chart").then((module) => module.ResultsChart));
export const LazyRoundForm = dynamic(() => import("./round-form").then((module) => module.RoundForm));
export const LazySignOffForm = dynamic(() => import("./sign-off-form").then((module) => module.SignOffForm));
