"use client";
import dynamic from "next/dynamic";

// Forms the module's detail pages show only sometimes, loaded when rendered (docs/architecture.md, "Client side").
export const LazyMemberForm = dynamic(() => import("./member-form").then((module) => module.MemberForm));
