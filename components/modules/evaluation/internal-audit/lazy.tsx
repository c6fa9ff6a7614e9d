"use client";
// The audit's form, loaded when a page shows it, so the programme and the audit's screen stay light.
import dynamic from "next/dynamic";

export const LazyAuditForm = dynamic(() => import("./audit-form").then((module) => module.AuditForm));
