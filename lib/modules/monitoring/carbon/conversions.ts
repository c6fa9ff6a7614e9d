import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { GROUP_UNITS, METER_TYPES, METER_TYPE_GROUP, NORMAL_UNIT } from "@/lib/platform/units/catalogue";
import { convert } from "@/lib/platform/units/convert";

// How much of each unit one stored unit of a meter type is: readings are stored in their group's
// normal unit (kWh, m³, kg …), factors are per any unit of the group, so the SQL multiplies a stored
// quantity by this to get the factor's unit. Computed once from the unit library, so SQL and the
// rest of the product convert alike; a custom meter's unit is its own and converts to nothing else.

let table: Prisma.Sql | undefined;

/** `(VALUES (meter type, unit, units per stored unit), …)` for a join. */
export function unitsPerStoredUnit(): Prisma.Sql {
  if (table) return table;
  const rows = METER_TYPES.filter((type) => type !== "CUSTOM").flatMap((type) => {
    const group = METER_TYPE_GROUP[type];
    return GROUP_UNITS[group]
      .filter((unit) => !unit.offset) // an amount of °F is not a ratio of °C: no factor is per degree
      .map(
        (unit) =>
          `('${type}', '${unit.code}', ${convert(1, NORMAL_UNIT[group], unit.code, group).toString()}::numeric)`,
      );
  });
  table = Prisma.raw(`(VALUES ${rows.join(", ")})`);
  return table;
}
