// Every registered due source answers through listDue: an item of each appears, missing ones first,
// then sorted by due date, for the organizations asked and the responsible person asked, and no
// other tenant's.
import { demo } from "../../support/demo";
import { db } from "@/lib/platform/db";
import { dueSources, listDue } from "@/lib/modules/due-sources";

const day = (text: string) => new Date(`${text}T00:00:00Z`);

describe("due sources", () => {
  let holding: string;
  let otherHolding: string;
  let managerUserId: string;
  let editorUserId: string;
  const created: Record<string, string> = {};

  beforeAll(async () => {
    [holding, otherHolding] = await Promise.all([demo.holding(), demo.other()]);
    const membership = (email: string) =>
      db().membership.findFirstOrThrow({ where: { organizationId: holding, userEmail: email } });
    const [manager, editor] = await Promise.all([
      membership("manager@demo.example"),
      membership("editor@demo.example"),
    ]);
    [managerUserId, editorUserId] = [manager.userId, editor.userId];

    created.policyReviews = (
      await db().policy.create({
        data: {
          organizationId: holding,
          title: "Due policy",
          content: "<p>x</p>",
          ownerId: manager.id,
          nextReviewDate: day("2000-01-04"),
        },
      })
    ).id;
    created.procedureReviews = (
      await db().procedure.create({
        data: {
          organizationId: holding,
          title: "Due procedure",
          titleEn: "Due procedure",
          ownerId: manager.id,
          nextReviewDate: day("2000-01-05"),
        },
      })
    ).id;
    created.ownDocumentReviews = (
      await db().ownDocument.create({
        data: {
          organizationId: holding,
          title: "Due document",
          category: "PLAN",
          ownerId: editor.id,
          nextReviewDate: day("2000-01-03"),
        },
      })
    ).id;
    const act = await db().legislation.findFirstOrThrow({
      where: { obligations: { none: { organizationId: holding } } },
      select: { id: true },
    });
    created.obligationEvaluations = (
      await db().bindingObligation.create({
        data: {
          organizationId: holding,
          legislationId: act.id,
          responsibleId: manager.id,
          nextEvaluationDate: day("2000-01-02"),
        },
      })
    ).id;
    const competence = await db().competence.create({
      data: { organizationId: holding, name: "Due competence", frequency: "P1Y" },
    });
    created.competences = (
      await db().competenceRequirement.create({
        data: {
          membershipId: editor.id,
          competenceId: competence.id,
          lastAcquisitionDate: day("1999-01-01"),
          nextDueDate: day("2000-01-01"),
        },
      })
    ).id;
    const event = await db().event.create({
      data: {
        organizationId: holding,
        title: "Due event",
        kind: "NEAR_MISS",
        importance: "LOW",
        occurredAt: new Date("1999-12-01T10:00:00Z"),
      },
    });
    created.eventActions = (
      await db().action.create({
        data: {
          organizationId: holding,
          eventId: event.id,
          source: "EVENT",
          kind: "CORRECTIVE",
          title: "Fix the railing",
          responsibleId: manager.id,
          dueDate: day("2000-01-06"),
        },
      })
    ).id;
    // an action of the plan itself, and a done one whose effectiveness is to be checked
    created.actions = (
      await db().action.create({
        data: {
          organizationId: holding,
          title: "Guard the press",
          responsibleId: editor.id,
          dueDate: day("2000-01-20"),
        },
      })
    ).id;
    created.actionEffectiveness = (
      await db().action.create({
        data: {
          organizationId: holding,
          title: "New railing",
          responsibleId: manager.id,
          status: "DONE",
          doneDate: day("1999-12-20"),
          effectivenessDueDate: day("2000-01-21"),
        },
      })
    ).id;
    // a delegation to the editor not yet accepted; a required responsibility whose holder left; an
    // assessment to review
    const responsibility = await db().responsibility.create({
      data: { organizationId: holding, nameEn: "Key holder", nameDa: "Nøgleholder", required: true },
    });
    created.delegationAcceptance = (
      await db().delegation.create({
        data: {
          organizationId: holding,
          responsibilityId: responsibility.id,
          memberId: editor.id,
          delegatedByName: "Test",
          startDate: day("2000-01-22"),
        },
      })
    ).id;
    const warden = await db().responsibility.create({
      data: { organizationId: holding, nameEn: "Night warden", nameDa: "Nattevagt", required: true },
    });
    await db().delegation.create({
      data: {
        organizationId: holding,
        responsibilityId: warden.id,
        memberId: manager.id,
        delegatedByName: "Test",
        startDate: day("1999-01-01"),
        endDate: day("2000-01-22"),
        acceptedDate: new Date("1999-01-02T10:00:00Z"),
        acceptedByName: "Test",
      },
    });
    created.responsibilityCoverage = `${holding}:${warden.id}`;
    created.riskAssessmentReviews = (
      await db().riskAssessment.create({
        data: {
          organizationId: holding,
          title: "Due assessment",
          ownerId: manager.id,
          nextReviewDate: day("2000-01-24"),
        },
      })
    ).id;
    created.inspections = (
      await db().inspection.create({
        data: {
          organizationId: holding,
          type: "SERVICE_AND_INSPECTION",
          title: "Due inspection",
          dueDate: day("2000-01-07"),
          responsibleId: editor.id,
        },
      })
    ).id;
    created.meterReadings = (
      await db().meter.create({
        data: {
          organizationId: holding,
          name: "Due meter",
          meterType: "ELECTRICITY",
          unit: "KWH",
          readingMode: "PERIOD_AMOUNT",
          nextReadingDate: day("2000-01-08"),
        },
      })
    ).id;
    // collected monthly, last on 9 December: due on 9 January
    const stakeholder = await db().stakeholder.create({
      data: { organizationId: holding, name: "Due Recycling", type: "SUPPLIER" },
    });
    const handler = await db().wasteHandlerAssociation.create({
      data: { organizationId: holding, stakeholderId: stakeholder.id },
    });
    const cardboard = await db().wasteType.findUniqueOrThrow({ where: { code: "15 01 01" } });
    const arrangement = await db().wasteArrangement.create({
      data: {
        organizationId: holding,
        associationId: handler.id,
        name: "Due cardboard",
        wasteTypeId: cardboard.id,
        collectionFrequency: "P1M",
        treatmentCode: "R3",
        registrationUnit: "KILOGRAM",
        createdDate: new Date("1999-06-01T10:00:00Z"),
      },
    });
    const collection = await db().wasteBulkRegistration.create({
      data: { organizationId: holding, associationId: handler.id, performedAt: day("1999-12-09") },
    });
    await db().wasteRegistrationLine.create({
      data: {
        organizationId: holding,
        bulkRegistrationId: collection.id,
        arrangementId: arrangement.id,
        performedAt: day("1999-12-09"),
        quantity: "120",
      },
    });
    created.wasteCollections = arrangement.id;
    // a registered chemical with no safety data sheet on file, registered on 10 January
    const chemical = await db().chemical.create({
      data: { tradeName: "Due degreaser", physicalState: "LIQUID", signalWord: "NORMAL", dangerCode: "GREEN" },
    });
    created.safetyDataSheets = (
      await db().chemicalAssociation.create({
        data: {
          organizationId: holding,
          chemicalId: chemical.id,
          countryAlpha2: "DK",
          responsibleId: manager.id,
          createdDate: new Date("2000-01-10T10:00:00Z"),
        },
      })
    ).id;
    // a line of the communication plan, and a complaint whose response is due
    created.communicationPlan = (
      await db().communicationPlanItem.create({
        data: {
          organizationId: holding,
          topic: "Due newsletter",
          channel: "INTRANET",
          frequency: "P3M",
          startsAt: day("2000-01-25"),
          nextDueDate: day("2000-01-25"),
          responsibleId: editor.id,
        },
      })
    ).id;
    created.communicationResponses = (
      await db().communication.create({
        data: {
          organizationId: holding,
          date: day("2000-01-12"),
          direction: "INCOMING",
          kind: "COMPLAINT",
          channel: "PHONE",
          subject: "Dust on the neighbour's cars",
          responseDueDate: day("2000-01-26"),
          responsibleId: manager.id,
        },
      })
    ).id;
    // another tenant's item, due earlier than all
    await db().ownDocument.create({
      data: {
        organizationId: otherHolding,
        title: "Other's document",
        category: "PLAN",
        nextReviewDate: day("1999-06-01"),
      },
    });
  });

  const query = { organizationIds: [] as string[], dueBefore: day("2000-02-01"), limit: 50 };

  it("lists an item of every registered source, missing ones first, then earliest first", async () => {
    const items = await listDue({ ...query, organizationIds: [holding] });
    expect(items.map((item) => item.source)).toEqual([
      // a chemical without a safety data sheet is missing: overdue whatever its date
      "safetyDataSheets",
      "competences",
      "obligationEvaluations",
      "ownDocumentReviews",
      "policyReviews",
      "procedureReviews",
      "eventActions",
      "inspections",
      "meterReadings",
      "wasteCollections",
      "actions",
      "actionEffectiveness",
      "delegationAcceptance",
      "responsibilityCoverage",
      "riskAssessmentReviews",
      "communicationPlan",
      "communicationResponses",
    ]);
    expect(items[0].missing).toBe(true);
    for (const source of await dueSources()) {
      const item = items.find((entry) => entry.source === source.key)!;
      expect(item).toMatchObject({
        id: created[source.key],
        organizationId: holding,
        href: expect.stringMatching(/^\//),
      });
      expect(item.dueDate.toISOString()).toMatch(/T00:00:00.000Z$/);
    }
  });

  it("lists only the items of the responsible person asked", async () => {
    const mine = await listDue({ ...query, organizationIds: [holding], responsibleUserId: editorUserId });
    expect(mine.map((item) => item.source).sort()).toEqual([
      "actions",
      "communicationPlan",
      "competences",
      "delegationAcceptance",
      "inspections",
      "ownDocumentReviews",
    ]);
    const managers = await listDue({ ...query, organizationIds: [holding], responsibleUserId: managerUserId });
    expect(managers.map((item) => item.source).sort()).toEqual([
      "actionEffectiveness",
      "communicationResponses",
      "eventActions",
      "obligationEvaluations",
      "policyReviews",
      "procedureReviews",
      "riskAssessmentReviews",
      "safetyDataSheets",
    ]);
  });

  it("keeps to the organizations asked, the date and the limit", async () => {
    // the missing sheet (registered on 10 January) whatever the date, and the earliest dated item
    const items = await listDue({ ...query, organizationIds: [holding], dueBefore: day("2000-01-03"), limit: 2 });
    expect(items.map((item) => item.source)).toEqual(["safetyDataSheets", "competences"]);
    expect((await listDue({ ...query, organizationIds: [otherHolding] })).map((item) => item.title)).toEqual([
      "Other's document",
    ]);
  });
});
