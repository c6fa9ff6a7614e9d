// The clauses of ISO 14001:2015 and ISO 45001:2018 an audit, a finding or a question cites: numbers and
// short headings only (the standards' text is copyrighted and never copied), in English and Danish.
import type { IsoStandard } from "@/lib/generated/prisma/enums";

export type IsoClause = {
  standard: Extract<IsoStandard, "ISO_14001" | "ISO_45001">;
  clause: string;
  titleEn: string;
  titleDa: string;
  /** sub-clauses are covered by auditing their parent */
  parent?: string;
};

export const ISO_CLAUSES: readonly IsoClause[] = [
  // ISO 14001:2015, Environmental management systems
  {
    standard: "ISO_14001",
    clause: "4.1",
    titleEn: "Understanding the organization and its context",
    titleDa: "Organisationen og dens kontekst",
  },
  {
    standard: "ISO_14001",
    clause: "4.2",
    titleEn: "Needs and expectations of interested parties",
    titleDa: "Interessenters behov og forventninger",
  },
  {
    standard: "ISO_14001",
    clause: "4.3",
    titleEn: "Scope of the environmental management system",
    titleDa: "Miljøledelsessystemets omfang",
  },
  {
    standard: "ISO_14001",
    clause: "4.4",
    titleEn: "Environmental management system",
    titleDa: "Miljøledelsessystemet",
  },
  { standard: "ISO_14001", clause: "5.1", titleEn: "Leadership and commitment", titleDa: "Lederskab og engagement" },
  { standard: "ISO_14001", clause: "5.2", titleEn: "Environmental policy", titleDa: "Miljøpolitik" },
  {
    standard: "ISO_14001",
    clause: "5.3",
    titleEn: "Roles, responsibilities and authorities",
    titleDa: "Roller, ansvar og beføjelser",
  },
  {
    standard: "ISO_14001",
    clause: "6.1",
    titleEn: "Actions to address risks and opportunities",
    titleDa: "Håndtering af risici og muligheder",
  },
  { standard: "ISO_14001", clause: "6.1.1", titleEn: "General", titleDa: "Generelt", parent: "6.1" },
  { standard: "ISO_14001", clause: "6.1.2", titleEn: "Environmental aspects", titleDa: "Miljøaspekter", parent: "6.1" },
  {
    standard: "ISO_14001",
    clause: "6.1.3",
    titleEn: "Compliance obligations",
    titleDa: "Bindende forpligtelser",
    parent: "6.1",
  },
  {
    standard: "ISO_14001",
    clause: "6.1.4",
    titleEn: "Planning action",
    titleDa: "Planlægning af handlinger",
    parent: "6.1",
  },
  {
    standard: "ISO_14001",
    clause: "6.2",
    titleEn: "Environmental objectives and planning to achieve them",
    titleDa: "Miljømål og planlægning af, hvordan de nås",
  },
  { standard: "ISO_14001", clause: "6.2.1", titleEn: "Environmental objectives", titleDa: "Miljømål", parent: "6.2" },
  {
    standard: "ISO_14001",
    clause: "6.2.2",
    titleEn: "Planning actions to achieve environmental objectives",
    titleDa: "Handlingsplaner for miljømålene",
    parent: "6.2",
  },
  { standard: "ISO_14001", clause: "7.1", titleEn: "Resources", titleDa: "Ressourcer" },
  { standard: "ISO_14001", clause: "7.2", titleEn: "Competence", titleDa: "Kompetencer" },
  { standard: "ISO_14001", clause: "7.3", titleEn: "Awareness", titleDa: "Bevidsthed" },
  { standard: "ISO_14001", clause: "7.4", titleEn: "Communication", titleDa: "Kommunikation" },
  { standard: "ISO_14001", clause: "7.5", titleEn: "Documented information", titleDa: "Dokumenteret information" },
  {
    standard: "ISO_14001",
    clause: "8.1",
    titleEn: "Operational planning and control",
    titleDa: "Driftsplanlægning og -styring",
  },
  {
    standard: "ISO_14001",
    clause: "8.2",
    titleEn: "Emergency preparedness and response",
    titleDa: "Beredskab over for nødsituationer",
  },
  {
    standard: "ISO_14001",
    clause: "9.1",
    titleEn: "Monitoring, measurement, analysis and evaluation",
    titleDa: "Overvågning, måling, analyse og evaluering",
  },
  { standard: "ISO_14001", clause: "9.1.1", titleEn: "General", titleDa: "Generelt", parent: "9.1" },
  {
    standard: "ISO_14001",
    clause: "9.1.2",
    titleEn: "Evaluation of compliance",
    titleDa: "Evaluering af overholdelse",
    parent: "9.1",
  },
  { standard: "ISO_14001", clause: "9.2", titleEn: "Internal audit", titleDa: "Intern audit" },
  { standard: "ISO_14001", clause: "9.3", titleEn: "Management review", titleDa: "Ledelsens evaluering" },
  { standard: "ISO_14001", clause: "10.1", titleEn: "General", titleDa: "Generelt" },
  {
    standard: "ISO_14001",
    clause: "10.2",
    titleEn: "Nonconformity and corrective action",
    titleDa: "Afvigelse og korrigerende handling",
  },
  { standard: "ISO_14001", clause: "10.3", titleEn: "Continual improvement", titleDa: "Løbende forbedring" },

  // ISO 45001:2018, Occupational health and safety management systems
  {
    standard: "ISO_45001",
    clause: "4.1",
    titleEn: "Understanding the organization and its context",
    titleDa: "Organisationen og dens kontekst",
  },
  {
    standard: "ISO_45001",
    clause: "4.2",
    titleEn: "Needs and expectations of workers and other interested parties",
    titleDa: "Arbejdstageres og andre interessenters behov og forventninger",
  },
  {
    standard: "ISO_45001",
    clause: "4.3",
    titleEn: "Scope of the OH&S management system",
    titleDa: "Arbejdsmiljøledelsessystemets omfang",
  },
  { standard: "ISO_45001", clause: "4.4", titleEn: "OH&S management system", titleDa: "Arbejdsmiljøledelsessystemet" },
  { standard: "ISO_45001", clause: "5.1", titleEn: "Leadership and commitment", titleDa: "Lederskab og engagement" },
  { standard: "ISO_45001", clause: "5.2", titleEn: "OH&S policy", titleDa: "Arbejdsmiljøpolitik" },
  {
    standard: "ISO_45001",
    clause: "5.3",
    titleEn: "Roles, responsibilities and authorities",
    titleDa: "Roller, ansvar og beføjelser",
  },
  {
    standard: "ISO_45001",
    clause: "5.4",
    titleEn: "Consultation and participation of workers",
    titleDa: "Høring og inddragelse af arbejdstagere",
  },
  {
    standard: "ISO_45001",
    clause: "6.1",
    titleEn: "Actions to address risks and opportunities",
    titleDa: "Håndtering af risici og muligheder",
  },
  { standard: "ISO_45001", clause: "6.1.1", titleEn: "General", titleDa: "Generelt", parent: "6.1" },
  {
    standard: "ISO_45001",
    clause: "6.1.2",
    titleEn: "Hazard identification and assessment of risks and opportunities",
    titleDa: "Identifikation af farer og vurdering af risici og muligheder",
    parent: "6.1",
  },
  {
    standard: "ISO_45001",
    clause: "6.1.3",
    titleEn: "Legal requirements and other requirements",
    titleDa: "Lovkrav og andre krav",
    parent: "6.1",
  },
  {
    standard: "ISO_45001",
    clause: "6.1.4",
    titleEn: "Planning action",
    titleDa: "Planlægning af handlinger",
    parent: "6.1",
  },
  {
    standard: "ISO_45001",
    clause: "6.2",
    titleEn: "OH&S objectives and planning to achieve them",
    titleDa: "Arbejdsmiljømål og planlægning af, hvordan de nås",
  },
  { standard: "ISO_45001", clause: "6.2.1", titleEn: "OH&S objectives", titleDa: "Arbejdsmiljømål", parent: "6.2" },
  {
    standard: "ISO_45001",
    clause: "6.2.2",
    titleEn: "Planning to achieve OH&S objectives",
    titleDa: "Handlingsplaner for arbejdsmiljømålene",
    parent: "6.2",
  },
  { standard: "ISO_45001", clause: "7.1", titleEn: "Resources", titleDa: "Ressourcer" },
  { standard: "ISO_45001", clause: "7.2", titleEn: "Competence", titleDa: "Kompetencer" },
  { standard: "ISO_45001", clause: "7.3", titleEn: "Awareness", titleDa: "Bevidsthed" },
  { standard: "ISO_45001", clause: "7.4", titleEn: "Communication", titleDa: "Kommunikation" },
  { standard: "ISO_45001", clause: "7.5", titleEn: "Documented information", titleDa: "Dokumenteret information" },
  {
    standard: "ISO_45001",
    clause: "8.1",
    titleEn: "Operational planning and control",
    titleDa: "Driftsplanlægning og -styring",
  },
  { standard: "ISO_45001", clause: "8.1.1", titleEn: "General", titleDa: "Generelt", parent: "8.1" },
  {
    standard: "ISO_45001",
    clause: "8.1.2",
    titleEn: "Eliminating hazards and reducing OH&S risks",
    titleDa: "Fjernelse af farer og reduktion af arbejdsmiljørisici",
    parent: "8.1",
  },
  {
    standard: "ISO_45001",
    clause: "8.1.3",
    titleEn: "Management of change",
    titleDa: "Styring af ændringer",
    parent: "8.1",
  },
  { standard: "ISO_45001", clause: "8.1.4", titleEn: "Procurement", titleDa: "Indkøb", parent: "8.1" },
  {
    standard: "ISO_45001",
    clause: "8.2",
    titleEn: "Emergency preparedness and response",
    titleDa: "Beredskab over for nødsituationer",
  },
  {
    standard: "ISO_45001",
    clause: "9.1",
    titleEn: "Monitoring, measurement, analysis and performance evaluation",
    titleDa: "Overvågning, måling, analyse og evaluering af præstationer",
  },
  { standard: "ISO_45001", clause: "9.1.1", titleEn: "General", titleDa: "Generelt", parent: "9.1" },
  {
    standard: "ISO_45001",
    clause: "9.1.2",
    titleEn: "Evaluation of compliance",
    titleDa: "Evaluering af overholdelse",
    parent: "9.1",
  },
  { standard: "ISO_45001", clause: "9.2", titleEn: "Internal audit", titleDa: "Intern audit" },
  { standard: "ISO_45001", clause: "9.3", titleEn: "Management review", titleDa: "Ledelsens evaluering" },
  { standard: "ISO_45001", clause: "10.1", titleEn: "General", titleDa: "Generelt" },
  {
    standard: "ISO_45001",
    clause: "10.2",
    titleEn: "Incident, nonconformity and corrective action",
    titleDa: "Hændelse, afvigelse og korrigerende handling",
  },
  { standard: "ISO_45001", clause: "10.3", titleEn: "Continual improvement", titleDa: "Løbende forbedring" },
];

/** A clause's reference as stored and sent: "ISO_14001:9.1.2". */
export const clauseRef = (clause: Pick<IsoClause, "standard" | "clause">) => `${clause.standard}:${clause.clause}`;
export const CLAUSE_REFS: ReadonlySet<string> = new Set(ISO_CLAUSES.map(clauseRef));

const BY_REF: ReadonlyMap<string, IsoClause> = new Map(ISO_CLAUSES.map((clause) => [clauseRef(clause), clause]));
export const clauseByRef = (ref: string): IsoClause | undefined => BY_REF.get(ref);
