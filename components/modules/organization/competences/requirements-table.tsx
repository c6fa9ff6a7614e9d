"use client";
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { useFormatter, useTranslations } from "next-intl";
import type { DueStatus } from "@/lib/modules/organization/competences/due";
import { FORMATS } from "@/lib/platform/i18n/config";
import { DueStatusChip } from "./due-status-chip";

export type RequirementLine = {
  key: string;
  /** What the line is about: a competence (on a member) or a member (on a competence). */
  subject: string;
  source?: string;
  status: DueStatus;
  acquisitionDeadline: string | Date | null;
  lastAcquisitionDate: string | Date | null;
  nextDueDate: string | Date | null;
};

/** Requirements with their state; overdue and due-soon lines are marked in words and colour. */
export function RequirementsTable({
  lines,
  subjectLabel,
  emptyText,
}: {
  lines: RequirementLine[];
  subjectLabel: string;
  emptyText: string;
}) {
  const t = useTranslations("people");
  const format = useFormatter();
  // calendar dates are UTC midnights; formatting them in UTC keeps the day
  const day = (value: string | Date | null) =>
    value ? format.dateTime(new Date(value), { ...FORMATS.dateTime.day, timeZone: "UTC" }) : "—";
  if (!lines.length) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <Table size="small" sx={{ "& td, & th": { px: 1 } }}>
      <TableHead>
        <TableRow>
          <TableCell>{subjectLabel}</TableCell>
          <TableCell>{t("columns.status")}</TableCell>
          <TableCell>{t("member.acquisitionDeadline")}</TableCell>
          <TableCell>{t("member.lastAcquisitionDate")}</TableCell>
          <TableCell>{t("member.nextDueDate")}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.key} data-requirement={line.subject} data-status={line.status}>
            <TableCell>
              <Typography variant="body2">{line.subject}</Typography>
              {line.source ? (
                <Typography variant="caption" color="text.secondary">
                  {line.source}
                </Typography>
              ) : null}
            </TableCell>
            <TableCell>
              <DueStatusChip status={line.status} />
            </TableCell>
            <TableCell>{day(line.acquisitionDeadline)}</TableCell>
            <TableCell>{day(line.lastAcquisitionDate)}</TableCell>
            <TableCell>{day(line.nextDueDate)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
