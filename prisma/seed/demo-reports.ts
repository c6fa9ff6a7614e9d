// The demo holding's scheduled report: the chemical register, monthly, to the manager and the editor.
import type { SeedClient } from "./client";

export async function seedDemoReports(db: SeedClient, holdingId: string) {
  const recipients = await db.membership.findMany({
    where: { organizationId: holdingId, userEmail: { in: ["manager@demo.example", "editor@demo.example"] } },
    select: { id: true },
  });
  await db.reportSchedule.create({
    data: {
      organizationId: holdingId,
      reportKey: "chemicalRegister",
      frequency: "MONTHLY",
      formats: ["PDF", "XLSX"],
      note: "For the safety committee's monthly meeting",
      recipients: { connect: recipients },
    },
  });
  return recipients.length;
}
