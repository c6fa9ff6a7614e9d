// The hazards a registered chemical brings to an assessment, from its CLP hazard statements: one per
// route of harm the statements name, with a first severity from the worst of them. Pure; the
// assessor adjusts likelihood and severity to the use in hand. Environmental statements (H4xx) are
// the aspects' concern, not the workplace assessment's.

type Draft = { code: string; category: "CHEMICAL" | "FIRE_EXPLOSION"; statements: string[]; severity: number };

/** Route of harm → its catalogue hazard, the statements that name it, and the severity each brings. */
const ROUTES: { code: string; category: Draft["category"]; match: RegExp; severity: (statement: string) => number }[] =
  [
    {
      code: "CHEM_CMR",
      category: "CHEMICAL",
      match: /^H(340|341|350|351|360|361|362)/,
      severity: (statement) => (/^H(340|350|360)/.test(statement) ? 5 : 4),
    },
    {
      code: "CHEM_SKIN_CONTACT",
      category: "CHEMICAL",
      match: /^H(310|311|312|314|315|317|318|319)/,
      severity: (statement) =>
        /^H310/.test(statement) ? 5 : /^H(311|314|318)/.test(statement) ? 4 : /^H317/.test(statement) ? 3 : 2,
    },
    {
      code: "CHEM_SOLVENTS_PAINT",
      category: "CHEMICAL",
      match: /^H(300|301|302|304|330|331|332|334|335|336|370|371|372|373)/,
      severity: (statement) =>
        /^H(300|330|370)/.test(statement)
          ? 5
          : /^H(301|304|331|334|372)/.test(statement)
            ? 4
            : /^H(302|332|371|373)/.test(statement)
              ? 3
              : 2,
    },
    {
      code: "FIRE_FLAMMABLE_LIQUIDS",
      category: "FIRE_EXPLOSION",
      match: /^H(220|221|222|223|224|225|226|228|229|230|231|232|241|242|250|251|252|260|261|270|271|272)/,
      severity: (statement) =>
        /^H(220|222|224|241|250)/.test(statement) ? 5 : /^H(225|228|242|251|260|270|271)/.test(statement) ? 4 : 3,
    },
    {
      code: "FIRE_EXPLOSIVE_ATMOSPHERE",
      category: "FIRE_EXPLOSION",
      match: /^H(200|201|202|203|204|205|240|280|281)/,
      severity: () => 5,
    },
  ];

/** The drafts of a chemical's hazards, in the order above; none for a product without such statements. */
export function chemicalHazardDrafts(statements: readonly string[]): Draft[] {
  return ROUTES.flatMap((route) => {
    const named = [...new Set(statements.filter((statement) => route.match.test(statement)))].sort();
    if (!named.length) return [];
    return [
      {
        code: route.code,
        category: route.category,
        statements: named,
        severity: Math.max(...named.map(route.severity)),
      },
    ];
  });
}
