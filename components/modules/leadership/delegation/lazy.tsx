"use client";
import dynamic from "next/dynamic";

// Forms the module's detail pages show only sometimes, loaded when rendered (docs/architecture.md, "Client side").
export const LazyDelegationForm = dynamic(() => import("./delegation-form").then((module) => module.DelegationForm));
export const LazyResponsibilityForm = dynamic(() =>
  import("./responsibility-form").then((module) => module.ResponsibilityForm),
);
