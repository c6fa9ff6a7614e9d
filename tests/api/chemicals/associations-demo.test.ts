import { db } from "@/lib/platform/db";
import type { SeedClient } from "@/prisma/seed/client";
import { seedDemoChemicals } from "@/prisma/seed/demo-chemicals";
import { seedDemoRegister } from "@/prisma/seed/demo-register";
import { as } from "../../support/api";
import { demo } from "../../support/demo";

type Row = {
  name: string;
  safetyDataSheet: { status: string };
  substitution: { reasons: string[] };
  gaps: string[];
  instructionProtection?: string | null;
};

describe("the demo chemical registers", () => {
  it("register about forty real products with current, stale and missing sheets and substitution candidates", async () => {
    const [holding, subsidiary] = await Promise.all([demo.holding(), demo.subsidiary()]);
    await seedDemoChemicals(db() as unknown as SeedClient);
    const added = await seedDemoRegister(db() as unknown as SeedClient, holding, subsidiary);
    expect(added).toBeGreaterThanOrEqual(38);
    // a second run adds nothing
    expect(await seedDemoRegister(db() as unknown as SeedClient, holding, subsidiary)).toBe(0);

    const reader = await as("reader@demo.example");
    const page = await reader.get(`/api/v1/organizations/${holding}/chemical-associations?size=100`);
    const rows = page.body.content as Row[];
    expect(rows.length).toBeGreaterThanOrEqual(30);
    const statuses = new Set(rows.map((row) => row.safetyDataSheet.status));
    expect([...statuses].sort()).toEqual(["CURRENT", "MISSING", "STALE"]);
    const candidates = rows.filter((row) => row.substitution.reasons.length > 0).map((row) => row.name);
    expect(candidates).toEqual(
      expect.arrayContaining(["Degreaser (trichloroethylene)", "Paint stripper (dichloromethane)"]),
    );
    const attention = await reader.get(
      `/api/v1/organizations/${holding}/chemical-associations?size=100&needs_attention=true`,
    );
    // a sheet that is not current, or a gap in what the register needs
    expect(attention.body.totalElements).toBe(
      rows.filter((row) => row.safetyDataSheet.status !== "CURRENT" || row.gaps.length > 0).length,
    );
  });
});
