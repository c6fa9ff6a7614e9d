"use client";
import dynamic from "next/dynamic";

// Forms the module's detail pages show only sometimes, loaded when rendered (docs/architecture.md, "Client side").
export const LazyOwnDocumentForm = dynamic(() =>
  import("./own-document-form").then((module) => module.OwnDocumentForm),
);
