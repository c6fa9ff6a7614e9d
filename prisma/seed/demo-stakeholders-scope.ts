// The demo holding's stakeholders (a shared catalogue of Danish authorities and partners, and the
// holding's associations with them) and its scope with two saved versions.
import type { Relevance, StakeholderType } from "../../lib/generated/prisma/enums";
import type { SeedClient } from "./client";

type CatalogueEntry = {
  name: string;
  type: StakeholderType;
  email?: string;
  phone?: string;
  website?: string;
  address?: string;
  zipCode?: string;
  city?: string;
};

// Public authorities under their real names and addresses; companies and associations are made up.
const CATALOGUE: CatalogueEntry[] = [
  {
    name: "Miljøstyrelsen",
    type: "AUTHORITY",
    email: "mst@mst.dk",
    phone: "+45 72 54 40 00",
    website: "https://mst.dk",
    address: "Tolderlundsvej 5",
    zipCode: "5000",
    city: "Odense C",
  },
  {
    name: "Arbejdstilsynet",
    type: "AUTHORITY",
    email: "at@at.dk",
    phone: "+45 70 12 12 88",
    website: "https://at.dk",
    address: "Landskronagade 33",
    zipCode: "2100",
    city: "København Ø",
  },
  {
    name: "Aarhus Kommune",
    type: "AUTHORITY",
    phone: "+45 89 40 20 00",
    website: "https://aarhus.dk",
    address: "Rådhuspladsen 2",
    zipCode: "8000",
    city: "Aarhus C",
  },
  {
    name: "Beredskabsstyrelsen",
    type: "AUTHORITY",
    email: "brs@brs.dk",
    phone: "+45 72 85 20 00",
    website: "https://www.brs.dk",
    address: "Datavej 16",
    zipCode: "3460",
    city: "Birkerød",
  },
  {
    name: "Jysk Affald & Genbrug A/S",
    type: "SUPPLIER",
    email: "kundeservice@jysk-affald.example",
    phone: "+45 86 00 12 34",
    address: "Genbrugsvej 8",
    zipCode: "8200",
    city: "Aarhus N",
  },
  {
    name: "Nordisk Vindkomponenter A/S",
    type: "CUSTOMER",
    email: "indkob@vindkomponenter.example",
    address: "Havnevej 40",
    zipCode: "6950",
    city: "Ringkøbing",
  },
  {
    name: "Grundejerforeningen Industrivej Syd",
    type: "NEIGHBOUR",
    email: "bestyrelsen@industrivej-syd.example",
    zipCode: "8000",
    city: "Aarhus C",
  },
  { name: "Medarbejdere og tillidsrepræsentanter", type: "EMPLOYEE" },
];

const ASSOCIATIONS: { name: string; relevance: Relevance; needsAndExpectations: string }[] = [
  {
    name: "Miljøstyrelsen",
    relevance: "HIGH",
    needsAndExpectations:
      "Overholdelse af miljøgodkendelsen for overfladebehandling og pulverlakering, herunder emissionsgrænser for " +
      "VOC og støj. Årlig egenkontrolrapport og indberetning af affaldsdata inden 1. april.",
  },
  {
    name: "Arbejdstilsynet",
    relevance: "HIGH",
    needsAndExpectations:
      "Opdateret arbejdspladsvurdering (APV), sikre maskiner med CE-mærkning og afskærmning, styr på " +
      "svejserøg og støjbelastning samt dokumenteret instruktion af nye medarbejdere.",
  },
  {
    name: "Aarhus Kommune",
    relevance: "MEDIUM",
    needsAndExpectations:
      "Tilslutningstilladelse til spildevand overholdes (olie- og metalindhold), korrekt sortering af erhvervsaffald " +
      "og varsling ved ændringer i produktionen, der kan påvirke naboerne.",
  },
  {
    name: "Jysk Affald & Genbrug A/S",
    relevance: "MEDIUM",
    needsAndExpectations:
      "Metalspåner og skærevæske sorteret og mærket efter aftale, farligt affald anmeldt med korrekte EAK-koder og " +
      "adgangsvej til containerpladsen holdt fri.",
  },
  {
    name: "Medarbejdere og tillidsrepræsentanter",
    relevance: "HIGH",
    needsAndExpectations:
      "Et sikkert og sundt arbejdsmiljø, inddragelse i risikovurderinger gennem arbejdsmiljøudvalget og tydelig " +
      "information om kemikalier, værnemidler og nærved-hændelser.",
  },
];

/** The holding's own stakeholder: not one to share with other organizations. */
const OWN_STAKEHOLDER = {
  stakeholder: { name: "Bestyrelse og ejerkreds", type: "OWNER" as const, city: "Aarhus C", countryAlpha2: "DK" },
  relevance: "MEDIUM" as const,
  needsAndExpectations:
    "Stabil indtjening, ingen sager med myndighederne og en troværdig indsats for miljø og arbejdsmiljø, som " +
    "kunderne kan se i certificeringerne.",
};

const SCOPE_FIRST = `<h2>Miljøledelsessystemets omfang</h2>
<p>Miljøledelsessystemet omfatter Nordic Demo Holding A/S, Industrivej 12, 8000 Aarhus C, og dækker udvikling, bearbejdning og overfladebehandling af emner i stål og aluminium til vindmølle- og maskinindustrien.</p>
<ul>
<li>CNC-bearbejdning, laserskæring og kantbukning</li>
<li>MIG/MAG- og TIG-svejsning</li>
<li>Pulverlakering og forbehandling</li>
</ul>
<p>Lager og forsendelse på adressen er omfattet. Salgskontoret i København er ikke omfattet, da der ikke foregår produktion.</p>`;

const SCOPE_SECOND = `<h2>Ledelsessystemets omfang</h2>
<p>Det integrerede ledelsessystem for miljø og arbejdsmiljø omfatter Nordic Demo Holding A/S, Industrivej 12, 8000 Aarhus C, og datterselskabet Nordic Demo Production ApS, Fabriksvej 4, 7100 Vejle. Det dækker udvikling, bearbejdning, svejsning og overfladebehandling af emner i stål og aluminium til vindmølle- og maskinindustrien.</p>
<ul>
<li>CNC-bearbejdning, laserskæring og kantbukning</li>
<li>MIG/MAG- og TIG-svejsning, herunder svejserøgsudsugning</li>
<li>Pulverlakering og forbehandling med kemikaliehåndtering</li>
<li>Vedligehold af maskiner og truckkørsel</li>
</ul>
<h3>Afgrænsning</h3>
<p>Lager, forsendelse og vedligeholdelsesafdelingen er omfattet. Salgskontoret i København er ikke omfattet, da der ikke foregår produktion, og kontorarbejdet er dækket af den almindelige APV.</p>
<p>Ledelsessystemet følger ISO 14001:2015 og ISO 45001:2018; alle krav i standarderne er relevante.</p>`;

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

async function seedCatalogue(db: SeedClient): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const entry of CATALOGUE) {
    const existing = await db.stakeholder.findFirst({
      where: { organizationId: null, name: entry.name },
      select: { id: true },
    });
    const row =
      existing ?? (await db.stakeholder.create({ data: { ...entry, countryAlpha2: "DK" }, select: { id: true } }));
    ids.set(entry.name, row.id);
  }
  return ids;
}

async function seedAssociations(db: SeedClient, holdingId: string, catalogue: Map<string, string>) {
  for (const { name, ...assessment } of ASSOCIATIONS) {
    await db.stakeholderAssociation.create({
      data: { organizationId: holdingId, stakeholderId: catalogue.get(name)!, ...assessment },
    });
  }
  const own = await db.stakeholder.create({ data: { ...OWN_STAKEHOLDER.stakeholder, organizationId: holdingId } });
  await db.stakeholderAssociation.create({
    data: {
      organizationId: holdingId,
      stakeholderId: own.id,
      relevance: OWN_STAKEHOLDER.relevance,
      needsAndExpectations: OWN_STAKEHOLDER.needsAndExpectations,
    },
  });
}

async function seedScope(db: SeedClient, holdingId: string, authors: { id: string; name: string }[]) {
  const [firstAuthor, secondAuthor = firstAuthor] = authors;
  const first = { content: SCOPE_FIRST, isoStandards: ["ISO_14001" as const], createdDate: daysAgo(45) };
  const second = {
    content: SCOPE_SECOND,
    isoStandards: ["ISO_14001" as const, "ISO_45001" as const],
    createdDate: daysAgo(10),
  };
  await db.scope.create({
    data: {
      organizationId: holdingId,
      content: second.content,
      isoStandards: second.isoStandards,
      createdDate: first.createdDate,
      lastModifiedDate: second.createdDate,
      revisions: {
        create: [
          { version: 1, ...first, authorId: firstAuthor.id, authorName: firstAuthor.name },
          { version: 2, ...second, authorId: secondAuthor.id, authorName: secondAuthor.name },
        ],
      },
    },
  });
}

/**
 * The catalogue (entries added only when missing), the holding's associations and its scope; does
 * nothing for a holding that already has stakeholders or a scope. The first author wrote the first
 * version of the scope, the second (or again the first) the second version.
 */
export async function seedDemoStakeholdersAndScope(
  db: SeedClient,
  holdingId: string,
  authors: { id: string; name: string }[],
) {
  if (!authors.length) throw new Error("The scope's revisions need at least one author");
  const [associations, scope] = await Promise.all([
    db.stakeholderAssociation.count({ where: { organizationId: holdingId } }),
    db.scope.count({ where: { organizationId: holdingId } }),
  ]);
  if (associations || scope) return null;
  const catalogue = await seedCatalogue(db);
  await seedAssociations(db, holdingId, catalogue);
  await seedScope(db, holdingId, authors);
  return { catalogue: catalogue.size, associations: ASSOCIATIONS.length + 1, revisions: 2 };
}
