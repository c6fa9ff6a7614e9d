// The meter types, their unit groups, reading modes and units: what the meter and reading forms
// offer (GET …/meters/groups). Client-safe.
import { GROUP_UNITS, METER_TYPES, NORMAL_UNIT, UNIT_GROUPS, type UnitGroup } from "@/lib/platform/units/catalogue";
import { groupOfType, MODES_OF_TYPE } from "./kinds";

/** A unit's symbol, the same in every language; a custom meter's free-text unit is its own symbol. */
export function unitSymbol(group: UnitGroup, code: string): string {
  return GROUP_UNITS[group].find((unit) => unit.code === code)?.symbol ?? code;
}

export function meterGroups() {
  return {
    types: METER_TYPES.map((type) => ({
      type,
      group: groupOfType(type),
      /** CUSTOM is created with a free-text unit, not from the list of concrete types. */
      concrete: type !== "CUSTOM",
      readingModes: [...MODES_OF_TYPE[type]],
    })),
    groups: UNIT_GROUPS.map((group) => ({
      group,
      /** The unit quantities are stored and added up in. */
      normalUnit: NORMAL_UNIT[group],
      units: GROUP_UNITS[group].map((unit) => ({ code: unit.code, symbol: unit.symbol, fuel: Boolean(unit.fuel) })),
    })),
  };
}
