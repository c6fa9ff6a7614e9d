// The records the quick actions' screens offer to choose from, as the pickers show them: from the
// owning modules' list rows, on the server for the first page and in the browser for a search.
// Client-safe.
import type { z } from "zod";
import type { meterListRowSchema } from "@/lib/modules/monitoring/meters/dto";
import type { machineListRowSchema } from "@/lib/modules/monitoring/machines/dto";
import type { inspectionListRowSchema } from "@/lib/modules/monitoring/control-book/dto";
import { unitSymbol } from "@/lib/modules/monitoring/meters/groups";

/** One record in a picker: its name and what tells it apart from a namesake. */
export type RecordOption = { id: string; label: string; detail: string | null };

export type MeterOption = RecordOption & { unit: string };

/** A registered chemical, with the country its safety data sheet is for. */
export type ChemicalOption = RecordOption & { country: string };

export const meterOption = (row: z.output<typeof meterListRowSchema>): MeterOption => ({
  id: row.id,
  label: row.name,
  detail: row.identifier,
  unit: unitSymbol(row.unitGroup, row.unit),
});

export const machineOption = (row: z.output<typeof machineListRowSchema>): RecordOption => ({
  id: row.id,
  label: row.name,
  detail: row.serialNumber ?? row.kind,
});

export const chemicalOption = (row: {
  id: string;
  name: string;
  countryAlpha2: string;
  chemical: { producer: { name: string } | null };
}): ChemicalOption => ({
  id: row.id,
  label: row.name,
  detail: row.chemical.producer?.name ?? null,
  country: row.countryAlpha2,
});

/** An inspection by its title and the day it was done, or is due. */
export const inspectionOption = (row: z.output<typeof inspectionListRowSchema>): RecordOption => ({
  id: row.id,
  label: row.title,
  detail: row.performedAt ?? row.dueDate,
});
