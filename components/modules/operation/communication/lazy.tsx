"use client";
import dynamic from "next/dynamic";

// Forms the module's detail pages show only for "new", loaded when rendered (docs/architecture.md, "Client side").
export const LazyCommunicationForm = dynamic(() =>
  import("./communication-form").then((module) => module.CommunicationForm),
);
export const LazyPlanItemForm = dynamic(() => import("./plan-item-form").then((module) => module.PlanItemForm));
