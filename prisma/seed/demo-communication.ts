// The demo holding's communication (ISO 14001 / 45001 clause 7.4): a plan of eight lines (reports
// to the authorities, the newsletter, the safety committee, the notice board, the neighbours, the
// website) and a log of fifteen communications in and out, two of them complaints from neighbours:
// one answered with its action done, one awaiting its response with its action still open. Dates
// are counted from today, so the demo always has a line overdue, lines due soon and a response due;
// a few are days of last year, which this year's draft management review reads among its inputs.
import type {
  CommunicationChannel,
  CommunicationDirection,
  CommunicationKind,
  Frequency,
} from "../../lib/generated/prisma/enums";
import { addDays } from "../../lib/platform/recurrence/frequency";
import { calendarToday } from "../../lib/platform/recurrence/due-status";
import { planItemNextDue } from "../../lib/modules/operation/communication/plan-schedule";
import type { SeedClient } from "./client";
import { storePdf } from "./demo-files";

type Who = "manager" | "editor" | "camilla" | "henrik";

type PlanLine = {
  key: string;
  topic: string;
  description?: string;
  internalAudience?: string;
  /** Names of the holding's stakeholders (demo-stakeholders-scope.ts). */
  stakeholders?: string[];
  channel: CommunicationChannel;
  direction?: CommunicationDirection;
  frequency: Frequency;
  /** days from today */
  starts: number;
  who: Who;
};

const PLAN: PlanLine[] = [
  {
    key: "selfMonitoring",
    topic: "Annual self-monitoring report to the Danish EPA",
    description:
      "Egenkontrolrapport for overfladebehandling og pulverlakering: VOC-emissioner, støjmålinger og driftsjournal, " +
      "indsendt senest 1. april.",
    stakeholders: ["Miljøstyrelsen"],
    channel: "REPORT",
    frequency: "P1Y",
    starts: -420,
    who: "manager",
  },
  {
    key: "wasteData",
    topic: "Waste data reported to the Danish EPA",
    description: "The year's waste quantities by EWC code and handler, from the waste account.",
    stakeholders: ["Miljøstyrelsen", "Jysk Affald & Genbrug A/S"],
    channel: "REPORT",
    frequency: "P1Y",
    starts: -420,
    who: "camilla",
  },
  {
    key: "newsletter",
    topic: "Environment and safety newsletter",
    description: "Results against the objectives, near misses, new procedures and chemicals, and who to ask.",
    internalAudience: "All employees",
    stakeholders: ["Medarbejdere og tillidsrepræsentanter"],
    channel: "INTRANET",
    frequency: "P3M",
    starts: -400,
    who: "editor",
  },
  {
    key: "committee",
    topic: "Safety committee meeting and its minutes",
    description: "Arbejdsmiljøudvalgets kvartalsmøde; referatet hænges op og lægges på intranettet.",
    internalAudience: "The safety committee (arbejdsmiljøudvalget) and the shop stewards",
    stakeholders: ["Medarbejdere og tillidsrepræsentanter"],
    channel: "MEETING",
    direction: "OUTGOING",
    frequency: "P3M",
    starts: -400,
    who: "manager",
  },
  {
    key: "noticeBoard",
    topic: "Near misses and accident statistics on the notice board",
    internalAudience: "Production hall and warehouse",
    channel: "NOTICE_BOARD",
    frequency: "P1M",
    starts: -400,
    who: "henrik",
  },
  {
    key: "neighbours",
    topic: "Meeting with the neighbours on noise and traffic",
    description:
      "Grundejerforeningen Industrivej Syd is invited once a year; changes in production that may affect the " +
      "neighbours are announced in advance.",
    stakeholders: ["Aarhus Kommune"],
    channel: "MEETING",
    frequency: "P1Y",
    starts: -420,
    who: "manager",
  },
  {
    key: "wastewater",
    topic: "Wastewater sampling results to Aarhus Kommune",
    description: "Oil and metal content at the outlet, under the connection permit.",
    stakeholders: ["Aarhus Kommune"],
    channel: "EMAIL",
    frequency: "P6M",
    starts: -400,
    who: "camilla",
  },
  {
    key: "website",
    topic: "Environmental and OHS policy and objectives on the website",
    internalAudience: "All employees",
    stakeholders: ["Bestyrelse og ejerkreds"],
    channel: "WEBSITE",
    frequency: "P1Y",
    starts: 40,
    who: "editor",
  },
];

/** Days from today, or a day of last year ("MM-DD"). */
type Day = number | string;

type Logged = {
  date: Day;
  direction: CommunicationDirection;
  kind?: CommunicationKind;
  channel: CommunicationChannel;
  subject: string;
  text?: string;
  stakeholder?: string;
  counterpart?: string;
  plan?: string;
  who: Who;
  responseDue?: Day;
  responded?: Day;
  response?: string;
  action?: { title: string; due: Day; status: "PLANNED" | "DONE"; done?: Day; who: Who };
  /** A PDF filed with it: its name and lines. */
  file?: { name: string; lines: string[] };
};

const LOG: Logged[] = [
  {
    date: -240,
    direction: "OUTGOING",
    channel: "REPORT",
    subject: "Self-monitoring report sent to the Danish EPA",
    stakeholder: "Miljøstyrelsen",
    plan: "selfMonitoring",
    who: "manager",
    text: "Sent through the EPA's portal; VOC within the limit, one night-time noise measurement at the limit.",
    file: {
      name: "Egenkontrolrapport.pdf",
      lines: ["Egenkontrolrapport", "Nordic Demo Holding A/S", "VOC: 38 mg/Nm3 (graense 50)", "Stoej nat: 40 dB(A)"],
    },
  },
  {
    date: -245,
    direction: "OUTGOING",
    channel: "REPORT",
    subject: "Waste data for last year reported",
    stakeholder: "Miljøstyrelsen",
    plan: "wasteData",
    who: "camilla",
  },
  {
    date: -170,
    direction: "OUTGOING",
    channel: "INTRANET",
    subject: "Newsletter: spring",
    plan: "newsletter",
    who: "editor",
    text: "New welding fume extraction, three near misses in the warehouse and the new degreaser.",
  },
  {
    date: -80,
    direction: "OUTGOING",
    channel: "INTRANET",
    subject: "Newsletter: summer",
    plan: "newsletter",
    who: "editor",
    text: "Energy use down 6 % against last year; hearing protection in the grinding hall is now mandatory.",
  },
  {
    date: -190,
    direction: "OUTGOING",
    channel: "MEETING",
    subject: "Safety committee meeting, first quarter",
    stakeholder: "Medarbejdere og tillidsrepræsentanter",
    plan: "committee",
    who: "manager",
  },
  {
    date: -100,
    direction: "OUTGOING",
    channel: "MEETING",
    subject: "Safety committee meeting, second quarter",
    stakeholder: "Medarbejdere og tillidsrepræsentanter",
    plan: "committee",
    who: "manager",
    text: "APV follow-up, forklift routes in the warehouse and hearing protection in the grinding hall.",
  },
  {
    date: -55,
    direction: "OUTGOING",
    channel: "NOTICE_BOARD",
    subject: "Near-miss statistics put up",
    plan: "noticeBoard",
    who: "henrik",
  },
  {
    date: -25,
    direction: "OUTGOING",
    channel: "NOTICE_BOARD",
    subject: "Near-miss statistics put up",
    plan: "noticeBoard",
    who: "henrik",
  },
  {
    date: -300,
    direction: "OUTGOING",
    channel: "MEETING",
    subject: "Neighbour meeting at the factory",
    counterpart: "Grundejerforeningen Industrivej Syd",
    plan: "neighbours",
    who: "manager",
    text: "Eleven neighbours came; the questions were about truck traffic in the morning and the new extraction.",
  },
  {
    date: -150,
    direction: "OUTGOING",
    channel: "EMAIL",
    subject: "Wastewater results for the first half-year",
    stakeholder: "Aarhus Kommune",
    plan: "wastewater",
    who: "camilla",
  },
  {
    date: "11-20",
    direction: "INCOMING",
    kind: "NOTIFICATION",
    channel: "LETTER",
    subject: "Announced inspection visit by the Working Environment Authority",
    stakeholder: "Arbejdstilsynet",
    who: "manager",
    text: "Arbejdstilsynet varsler tilsynsbesøg med fokus på svejserøg og maskinsikkerhed.",
  },
  {
    date: "10-08",
    direction: "INCOMING",
    kind: "INQUIRY",
    channel: "EMAIL",
    subject: "Customer asks for the ISO 14001 certificate and CO2 figures",
    counterpart: "Nordisk Vindkomponenter A/S, purchasing",
    who: "editor",
    responseDue: "10-22",
    responded: "10-15",
    response: "Certificate and last year's scope 1 and 2 figures sent.",
  },
  {
    date: -15,
    direction: "OUTGOING",
    channel: "MEETING",
    subject: "Toolbox talk: the revised hot work permit",
    who: "henrik",
    text: "All welders and maintenance staff; signed attendance list kept with the procedure.",
  },
  {
    date: "08-14",
    direction: "INCOMING",
    kind: "COMPLAINT",
    channel: "PHONE",
    subject: "Dust on parked cars after grinding",
    counterpart: "Resident, Industrivej 14",
    who: "manager",
    text: "Naboen ringede: gråt støv på bilerne på parkeringspladsen efter slibearbejde fredag eftermiddag.",
    responseDue: "08-28",
    responded: "08-22",
    response:
      "Vi har undersøgt sagen: porten til slibehallen stod åben under slibning. Porten holdes nu lukket, og vi " +
      "har betalt vask af de berørte biler.",
    action: {
      title: "Keep the grinding hall's gate closed while grinding",
      due: "08-31",
      status: "DONE",
      done: "08-20",
      who: "henrik",
    },
  },
  {
    date: -6,
    direction: "INCOMING",
    kind: "COMPLAINT",
    channel: "EMAIL",
    subject: "Noise from trucks loading before 6 a.m.",
    counterpart: "Grundejerforeningen Industrivej Syd",
    who: "editor",
    text:
      "Grundejerforeningen klager over støj fra lastbiler, der læsses ved den sydlige port før kl. 6 om morgenen, " +
      "flere gange om ugen.",
    responseDue: 8,
    action: {
      title: "Move early loading to the north gate and brief the hauliers",
      due: 21,
      status: "PLANNED",
      who: "editor",
    },
  },
];

export async function seedDemoCommunication(db: SeedClient, holdingId: string) {
  const today = calendarToday();
  const at = (day: Day) =>
    typeof day === "number" ? addDays(today, day) : new Date(`${today.getUTCFullYear() - 1}-${day}T00:00:00Z`);
  const own = { organizationId: holdingId };
  const [members, associations] = await Promise.all([
    db.membership.findMany({ where: own, select: { id: true, userEmail: true } }),
    db.stakeholderAssociation.findMany({ where: own, select: { id: true, stakeholderName: true } }),
  ]);
  const emails: Record<Who, string> = {
    manager: "manager@demo.example",
    editor: "editor@demo.example",
    camilla: "camilla.holm@demo.example",
    henrik: "henrik.larsen@demo.example",
  };
  const member = (who: Who) => members.find((row) => row.userEmail === emails[who])?.id ?? null;
  const stakeholder = (name: string) => associations.find((row) => row.stakeholderName === name)?.id;

  const planIds = new Map<string, string>();
  for (const line of PLAN) {
    const { id } = await db.communicationPlanItem.create({
      data: {
        ...own,
        topic: line.topic,
        description: line.description,
        internalAudience: line.internalAudience,
        channel: line.channel,
        direction: line.direction ?? "OUTGOING",
        frequency: line.frequency,
        startsAt: at(line.starts),
        responsibleId: member(line.who),
        stakeholders: {
          connect: (line.stakeholders ?? []).flatMap((name) => stakeholder(name) ?? []).map((id) => ({ id })),
        },
      },
      select: { id: true },
    });
    planIds.set(line.key, id);
  }

  for (const entry of LOG) {
    const file = entry.file && (await storePdf(db, holdingId, entry.file.name, at(entry.date), entry.file.lines));
    const { id } = await db.communication.create({
      data: {
        ...own,
        date: at(entry.date),
        direction: entry.direction,
        kind: entry.kind ?? "GENERAL",
        channel: entry.channel,
        subject: entry.subject,
        text: entry.text,
        stakeholderId: entry.stakeholder ? stakeholder(entry.stakeholder) : undefined,
        counterpart: entry.counterpart,
        planItemId: entry.plan ? planIds.get(entry.plan) : undefined,
        responsibleId: member(entry.who),
        responseDueDate: entry.responseDue === undefined ? undefined : at(entry.responseDue),
        respondedDate: entry.responded === undefined ? undefined : at(entry.responded),
        response: entry.response,
        files: file ? { connect: [{ id: file.id }] } : undefined,
      },
      select: { id: true },
    });
    if (entry.action) {
      const action = entry.action;
      await db.action.create({
        data: {
          ...own,
          source: "COMMUNICATION",
          communicationId: id,
          kind: "CORRECTIVE",
          title: action.title,
          status: action.status,
          dueDate: at(action.due),
          doneDate: action.done === undefined ? undefined : at(action.done),
          responsibleId: member(action.who),
        },
      });
    }
  }

  // each line next due from the latest communication logged for it, as the app keeps it
  for (const line of PLAN) {
    const id = planIds.get(line.key)!;
    const latest = await db.communication.aggregate({ where: { planItemId: id }, _max: { date: true } });
    const nextDueDate = planItemNextDue({ startsAt: at(line.starts), frequency: line.frequency }, latest._max.date);
    await db.communicationPlanItem.update({ where: { id }, data: { nextDueDate } });
  }
  return { lines: PLAN.length, communications: LOG.length };
}
