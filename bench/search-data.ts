// Generated search entries for the search benchmark: titles and texts in Danish and English made
// from word lists of the work the app records (safety, environment, chemicals, machines), written
// in SQL (generate_series) so that a million entries take minutes. Words are drawn with a skew, as
// in real text: a few words are in many records, most in few.
import type { Client } from "pg";

const DANISH = [
  "arbejdsmiljø", "brandslukker", "brandsikkerhed", "risikovurdering", "kemikalie", "sikkerhedsdatablad",
  "personlige", "værnemidler", "høreværn", "åndedrætsværn", "handsker", "sikkerhedsbriller", "støj",
  "vibrationer", "løft", "ergonomi", "stillads", "truck", "gaffeltruck", "kran", "svejsning", "slibning",
  "affald", "farligt", "genanvendelse", "spildolie", "opløsningsmiddel", "ventilation", "udsugning",
  "nødbruser", "øjenskyl", "førstehjælp", "ulykke", "nærved", "hændelse", "skade", "fravær", "instruktion",
  "arbejdspladsvurdering", "sikkerhedsrepræsentant", "ledelse", "politik", "procedure", "tilsyn", "eftersyn",
  "vedligeholdelse", "maskine", "afskærmning", "nødstop", "el", "elektriker", "tavle", "jording", "trykluft",
  "kompressor", "energi", "forbrug", "elmåler", "vandmåler", "fjernvarme", "naturgas", "diesel", "udledning",
  "spildevand", "olieudskiller", "tank", "lager", "oplag", "mærkning", "faresymbol", "brandfarlig", "ætsende",
  "giftig", "miljøfarlig", "kræftfremkaldende", "substitution", "erstatning", "uddannelse", "kursus",
  "kompetence", "certifikat", "lovkrav", "bekendtgørelse", "tilladelse", "miljøgodkendelse", "myndighed",
  "kommune", "arbejdstilsynet", "leverandør", "entreprenør", "kunde", "nabo", "klage", "støv", "lugt",
  "temperatur", "belysning", "trappe", "gelænder", "faldsikring", "stige", "lift", "hejs", "kæde",
  "rengøring", "orden", "oprydning", "skilt", "flugtvej", "nødudgang", "evakuering", "alarm", "røgalarm",
  "sprinkler", "brandøvelse", "beredskab", "indkøb", "kontrol", "måling", "prøve", "analyse", "rapport",
  "handlingsplan", "korrigerende", "forebyggende", "årsag", "gennemgang", "revision", "afvigelse",
  "observation", "mål", "reduktion", "klima", "udledninger", "scope", "emballage", "pap", "plast", "metal",
  "jern", "stål", "aluminium", "træ", "glas", "elektronik", "batterier", "lysstofrør", "maling", "lim",
  "fortynder", "acetone", "ethanol", "isopropanol", "smøreolie", "hydraulikolie", "kølemiddel", "syre",
  "base", "natriumhydroxid", "saltsyre", "svovlsyre", "ammoniak", "klor", "ilt", "acetylen", "argon",
];

const ENGLISH = [
  "safety", "fire", "extinguisher", "risk", "assessment", "chemical", "data", "sheet", "protective",
  "equipment", "hearing", "protection", "respirator", "gloves", "goggles", "noise", "vibration", "lifting",
  "ergonomics", "scaffold", "forklift", "crane", "welding", "grinding", "waste", "hazardous", "recycling",
  "oil", "solvent", "ventilation", "exhaust", "shower", "eyewash", "aid", "accident", "near", "miss",
  "incident", "injury", "absence", "instruction", "workplace", "representative", "management", "policy",
  "procedure", "inspection", "maintenance", "machine", "guard", "emergency", "stop", "electrical",
  "electrician", "panel", "earthing", "compressed", "air", "compressor", "energy", "consumption", "meter",
  "water", "district", "heating", "natural", "gas", "diesel", "emission", "wastewater", "separator", "tank",
  "storage", "labelling", "pictogram", "flammable", "corrosive", "toxic", "environmental", "carcinogenic",
  "substitution", "training", "course", "competence", "certificate", "legal", "requirement", "regulation",
  "permit", "authority", "municipality", "supplier", "contractor", "customer", "neighbour", "complaint",
  "dust", "odour", "temperature", "lighting", "stairs", "railing", "fall", "arrest", "ladder", "lift",
  "hoist", "chain", "cleaning", "housekeeping", "sign", "escape", "route", "exit", "evacuation", "alarm",
  "smoke", "detector", "sprinkler", "drill", "preparedness", "purchasing", "control", "measurement",
  "sample", "analysis", "report", "action", "plan", "corrective", "preventive", "cause", "review", "audit",
  "nonconformity", "observation", "objective", "reduction", "climate", "emissions", "packaging",
  "cardboard", "plastic", "steel", "aluminium", "wood", "glass", "electronics", "batteries", "paint",
  "glue", "thinner", "acetone", "ethanol", "lubricant", "hydraulic", "refrigerant", "acid", "hydroxide",
  "ammonia", "chlorine", "oxygen", "acetylene", "argon", "annual", "monthly", "weekly", "daily", "check",
];

const KINDS = [
  "member", "competence", "stakeholder", "policy", "procedure", "obligation", "ownDocument", "agreement",
  "inspection", "machine", "meter", "wasteHandler", "chemical", "event", "action", "riskAssessment",
  "aspect", "objective", "internalAudit", "managementReview", "complianceRound", "role",
];

/** CAS numbers of common substances: the chemicals' codes. */
export const CAS_NUMBERS = [
  "64-17-5", "67-64-1", "67-63-0", "7732-18-5", "1310-73-2", "7647-01-0", "7664-93-9", "7664-41-7",
  "7782-50-5", "7782-44-7", "74-86-2", "7440-37-1", "108-88-3", "1330-20-7", "64742-48-9", "110-54-3",
];

/** Words the benchmark types, as a person would: a few letters more each time. */
export const TYPED_WORDS = ["brandslukker", "risikovurdering", "extinguisher", "forklift", "kemikalie", "welding"];

const literal = (values: readonly string[]) => `ARRAY[${values.map((value) => `'${value}'`).join(", ")}]::text[]`;

/** Words of one record and few others: places, lines, orders, people. */
const SPECIFIC = [
  "hal", "linje", "ordre", "værksted", "bygning", "lokale", "station", "batch", "projekt", "kunde", "line",
  "hall", "order", "workshop", "building", "room", "site", "batch", "project", "lot",
];
const NAMES = [
  "Anna", "Bent", "Carla", "Dorte", "Erik", "Frida", "Gustav", "Hanne", "Jonas", "Karen", "Lars", "Mette",
  "Andersen", "Berg", "Christensen", "Dahl", "Eriksen", "Frost", "Holm", "Jensen", "Kjær", "Lund", "Madsen",
];

/**
 * Adds `count` entries spread over the organizations and kinds: a title of 2–5 words, a detail of
 * 1–3 and a body of 15–60, Danish or English by turns, seven words in ten from the language's list
 * (drawn with a mild skew), the others a record's own (a hall, a line, an order, a name); one
 * chemical in three with CAS numbers, one entry in twenty archived. Inserts through the entry
 * trigger, which makes each document.
 */
export async function fillEntries(client: Client, organizationIds: readonly string[], count: number, from = 0) {
  // (s.n keeps the aggregate in its subquery: one drawn per word, not one per entry)
  const common = (list: string) => `${list}[1 + s.n * 0 + floor(power(random(), 1.3) * cardinality(${list}))::int]`;
  const own = `CASE WHEN random() < 0.5 THEN l.specific[1 + floor(random() * cardinality(l.specific))::int] || (random() * 2000)::int
                    ELSE l.names[1 + floor(random() * cardinality(l.names))::int] END`;
  const word = (list: string) => `CASE WHEN random() < 0.7 THEN ${common(list)} ELSE ${own} END`;
  const words = (list: string, least: number, most: number) =>
    `(SELECT string_agg(${word(list)}, ' ') FROM generate_series(1, ${least} + (random() * ${most - least})::int + 0 * g.i) AS s(n))`;
  const capitalized = (text: string) => `(SELECT upper(left(x, 1)) || substr(x, 2) FROM (SELECT ${text} AS x) c)`;
  await client.query(
    `
    WITH lists AS (SELECT ${literal(DANISH)} AS da, ${literal(ENGLISH)} AS en, ${literal(KINDS)} AS kinds,
                          ${literal(CAS_NUMBERS)} AS cas, ${literal(SPECIFIC)} AS specific, ${literal(NAMES)} AS names,
                          $1::uuid[] AS orgs)
    INSERT INTO "SearchEntry" ("id", "organizationId", "kind", "recordId", "title", "detail", "body", "codes", "archived")
    SELECT gen_random_uuid(), l.orgs[1 + g.i % cardinality(l.orgs)], k.kind, gen_random_uuid(),
           ${capitalized(words("t.words", 2, 5))}, ${words("t.words", 1, 3)}, ${words("t.words", 15, 60)},
           CASE WHEN k.kind = 'chemical' THEN ARRAY[l.cas[1 + g.i % cardinality(l.cas)], l.cas[1 + (g.i / 7) % cardinality(l.cas)]]
                ELSE '{}' END,
           g.i % 20 = 0
    FROM lists l, generate_series($2::int, $2::int + $3::int - 1) AS g(i),
         LATERAL (SELECT l.kinds[1 + (g.i / 3) % cardinality(l.kinds)] AS kind) k,
         LATERAL (SELECT CASE WHEN g.i % 2 = 0 THEN l.da ELSE l.en END AS words) t`,
    [organizationIds, from, count],
  );
}
