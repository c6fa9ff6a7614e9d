"use client";
import dynamic from "next/dynamic";

// The schedule's form, loaded as a chunk of its own when a page shows it (docs/architecture.md,
// "Client side"): the reports screen itself never carries the form's code.
export const LazyScheduleForm = dynamic(() => import("./schedule-form").then((module) => module.ScheduleForm));
