"use client";
import dynamic from "next/dynamic";

// A list's filters load where they are shown: above a desk's grid, or in a phone's filter sheet once
// it opens; a phone's list screen loads no MUI select until then.
export const UrlSelectFilter = dynamic(() => import("./url-select-field").then((module) => module.UrlSelectField));
