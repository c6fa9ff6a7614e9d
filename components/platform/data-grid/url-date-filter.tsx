"use client";
import dynamic from "next/dynamic";

// Loaded where shown, like the select filters (url-select-filter.tsx).
export const UrlDateFilter = dynamic(() => import("./url-date-field").then((module) => module.UrlDateField));
