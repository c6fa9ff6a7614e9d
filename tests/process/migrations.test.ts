import { execFileSync } from "node:child_process";
import path from "node:path";

describe("migrations", () => {
  it("build exactly the database that schema.prisma describes", () => {
    const script = path.join(__dirname, "../../scripts/check-migrations.mjs");
    let output = "";
    let failed = false;
    try {
      output = execFileSync(process.execPath, [script, process.env.EHS_TEST_ADMIN_URL!], { encoding: "utf8" });
    } catch (error) {
      failed = true;
      output = String((error as { stdout?: string }).stdout ?? error);
    }
    expect(output.trim()).toBe("migrations match schema.prisma");
    expect(failed).toBe(false);
  });
});
