// The matrix as a workbook: a row per member (name, organization, work area) and a column per
// competence, each cell its status in words with its date, as the screen shows it.
import "server-only";
import type { Translate } from "@/lib/platform/i18n/translator";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { sheetAttachment } from "@/lib/platform/lists/export/attachment";
import type { CellType, CellValue } from "@/lib/platform/lists/export/columns";
import type { Matrix, MatrixCell } from "./dto";

const M = "competenceMatrix";

function cellText(cell: MatrixCell, t: Translate): string | null {
  if (!cell) return null;
  const status = t(`${M}.statuses.${cell.status}`);
  return cell.dueDate ? t(`${M}.cellWithDate`, { status, date: new Date(`${cell.dueDate}T00:00:00Z`) }) : status;
}

export function matrixFile(matrix: Matrix, t: Translate): Response {
  const [own] = matrix.organizations;
  const organizationName = new Map(matrix.organizations.map((organization) => [organization.id, organization.name]));
  const heading = (column: Matrix["competences"][number]) =>
    column.organizationId === own?.id ? column.name : `${column.name} (${organizationName.get(column.organizationId)})`;
  const rows: CellValue[][] = matrix.rows.map((row) => [
    row.name,
    organizationName.get(row.organizationId) ?? null,
    row.area?.name ?? null,
    ...row.cells.map((cell) => cellText(cell, t)),
  ]);
  return sheetAttachment("xlsx", {
    title: t(`${M}.title`),
    fileName: `${t(`${M}.fileName`)} ${calendarToday().toISOString().slice(0, 10)}`,
    headings: [
      t(`${M}.columns.member`),
      t(`${M}.columns.organization`),
      t(`${M}.columns.area`),
      ...matrix.competences.map(heading),
    ],
    types: Array<CellType>(3 + matrix.competences.length).fill("text"),
    rows,
  });
}
