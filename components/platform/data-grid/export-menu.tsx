"use client";
import dynamic from "next/dynamic";

// Loaded where shown: above a desk's grid, or in a phone's filter sheet once it opens.
export const ExportMenu = dynamic(() => import("./export-menu-button").then((module) => module.ExportMenuButton));
