// How each meter type may be read, and the unit group its readings are in. Client-safe.
import { METER_TYPE_GROUP, type MeterType, type UnitGroup } from "@/lib/platform/units/catalogue";

export const READING_MODES = ["REGISTER", "PERIOD_AMOUNT", "MEASUREMENT"] as const;
export type ReadingMode = (typeof READING_MODES)[number];

/**
 * Consumption (electricity, heat, water, gas, fuel, distance) is read as a register or as amounts
 * per period; a level or a concentration is a measurement and never added up. Mass can be either
 * a delivered amount or a level; a custom meter may be anything.
 */
export const MODES_OF_TYPE: Record<MeterType, readonly ReadingMode[]> = {
  ELECTRICITY: ["REGISTER", "PERIOD_AMOUNT"],
  HEAT: ["REGISTER", "PERIOD_AMOUNT"],
  WATER: ["REGISTER", "PERIOD_AMOUNT"],
  GAS: ["REGISTER", "PERIOD_AMOUNT"],
  TANK_BEARING: ["REGISTER", "PERIOD_AMOUNT"],
  FLEET: ["REGISTER", "PERIOD_AMOUNT"],
  MASS: ["PERIOD_AMOUNT", "MEASUREMENT"],
  CONCENTRATION_MASS_TO_MASS: ["MEASUREMENT"],
  CONCENTRATION_MASS_TO_VOLUME: ["MEASUREMENT"],
  CONCENTRATION_VOLUME_TO_VOLUME: ["MEASUREMENT"],
  PRESSURE: ["MEASUREMENT"],
  TIME: ["MEASUREMENT"],
  TEMPERATURE: ["MEASUREMENT"],
  CUSTOM: ["REGISTER", "PERIOD_AMOUNT", "MEASUREMENT"],
};

export const groupOfType = (type: MeterType): UnitGroup => METER_TYPE_GROUP[type];
