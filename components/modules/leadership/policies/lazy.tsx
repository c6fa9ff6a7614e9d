"use client";
import dynamic from "next/dynamic";

// Forms the module's detail pages show only sometimes, loaded when rendered (docs/architecture.md, "Client side").
export const LazyPolicyForm = dynamic(() => import("./policy-form").then((module) => module.PolicyForm));
