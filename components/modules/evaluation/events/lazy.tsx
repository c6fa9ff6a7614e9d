"use client";
import dynamic from "next/dynamic";

// Forms the module's detail pages show only sometimes, loaded when rendered (docs/architecture.md, "Client side").
export const LazyInvestigationForm = dynamic(() =>
  import("./investigation-form").then((module) => module.InvestigationForm),
);

// The statistics' charts: above the list on a desk, folded below it on a phone (loaded when unfolded).
export const LazyEventStatisticsCharts = dynamic(() =>
  import("./event-statistics").then((module) => module.EventStatisticsCharts),
);
