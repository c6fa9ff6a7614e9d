// An assessment as the text its revisions keep and compare: its scope and each hazard with who is
// exposed, the controls in place, its scores and its additional controls. Pure.

type HazardForText = {
  title: string;
  category: string;
  whoExposed: string | null;
  existingControls: string | null;
  inherentLikelihood: number;
  inherentSeverity: number;
  inherentLevel: string;
  residualLikelihood: number | null;
  residualSeverity: number | null;
  residualLevel: string | null;
  matrix: { version: number };
  controls: { title: string; controlLevel: string | null; status: string }[];
};

export function assessmentText(assessment: { scope: string | null; hazards: HazardForText[] }): string {
  const lines: string[] = [];
  if (assessment.scope) lines.push(assessment.scope, "");
  for (const hazard of assessment.hazards) {
    lines.push(`${hazard.title} [${hazard.category}]`);
    if (hazard.whoExposed) lines.push(`  Exposed: ${hazard.whoExposed}`);
    if (hazard.existingControls) lines.push(`  Controls in place: ${hazard.existingControls}`);
    lines.push(
      `  Inherent: ${hazard.inherentLikelihood}×${hazard.inherentSeverity} ${hazard.inherentLevel} (matrix version ${hazard.matrix.version})`,
    );
    if (hazard.residualLikelihood !== null && hazard.residualSeverity !== null) {
      lines.push(`  Residual: ${hazard.residualLikelihood}×${hazard.residualSeverity} ${hazard.residualLevel}`);
    }
    for (const control of hazard.controls) {
      lines.push(`  + ${control.title} (${control.controlLevel ?? "—"}, ${control.status})`);
    }
  }
  return lines.join("\n");
}
