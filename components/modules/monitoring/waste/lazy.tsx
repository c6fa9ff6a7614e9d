"use client";
import dynamic from "next/dynamic";

// Forms the module's detail pages show only sometimes, loaded when rendered (docs/architecture.md, "Client side").
export const LazyArrangementForm = dynamic(() => import("./arrangement-form").then((module) => module.ArrangementForm));
