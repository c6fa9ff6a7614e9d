// A procedure falls due for review on its next review date: it appears among the due items of its
// organization (for its owner), archived ones and other tenants' do not.
import { demo } from "../../support/demo";
import { db } from "@/lib/platform/db";
import { listDue } from "@/lib/modules/due-sources";

const day = (text: string) => new Date(`${text}T00:00:00Z`);

describe("procedure reviews as a due source", () => {
  it("lists a procedure due for review with its owner, and no archived or foreign one", async () => {
    const [holding, otherHolding] = await Promise.all([demo.holding(), demo.other()]);
    const owner = await db().membership.findFirstOrThrow({
      where: { organizationId: holding, userEmail: "editor@demo.example" },
    });
    const procedure = (title: string, organizationId: string, more: object = {}) =>
      db().procedure.create({
        data: { organizationId, title, titleEn: title, nextReviewDate: day("1990-03-01"), ...more },
      });
    const due = await procedure("Due procedure", holding, { ownerId: owner.id });
    await procedure("Archived procedure", holding, { archivedDate: new Date() });
    await procedure("Foreign procedure", otherHolding);

    const items = await listDue({ organizationIds: [holding], dueBefore: day("1990-04-01"), limit: 50 });
    const procedures = items.filter((item) => item.source === "procedureReviews");
    expect(procedures).toEqual([
      {
        source: "procedureReviews",
        id: due.id,
        title: "Due procedure",
        dueDate: day("1990-03-01"),
        organizationId: holding,
        responsibleUserId: owner.userId,
        href: `/operation/procedures/${due.id}`,
      },
    ]);
    const owners = await listDue({
      organizationIds: [holding],
      dueBefore: day("1990-04-01"),
      responsibleUserId: owner.userId,
      limit: 50,
    });
    expect(owners.map((item) => item.id)).toContain(due.id);
  });
});
