"use client";
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import Link from "@/components/platform/ui/link";
import { useFormatter, useTranslations } from "next-intl";
import type { DueStatus } from "@/lib/platform/recurrence/due-status";
import { FileLinks } from "@/components/platform/files/file-links";
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
  /** On a member: the latest acquisition's certificate files (none when not acquired or without one). */
  certificate?: { id: string; name: string }[];
  /** Where the acquisition of this line is recorded, for those who may. */
  recordHref?: string;
};

/**
 * Requirements with their state; overdue and due-soon lines are marked in words and colour. A table
 * from the sm breakpoint on; on a phone, where five columns do not fit, each line is a card.
 */
export function RequirementsTable({
  lines,
  subjectLabel,
  emptyText,
  organizationId,
}: {
  lines: RequirementLine[];
  subjectLabel: string;
  emptyText: string;
  /** Given where lines carry certificates (a member's page), for their download links. */
  organizationId?: string;
}) {
  const t = useTranslations("people");
  const format = useFormatter();
  // calendar dates are UTC midnights; formatting them in UTC keeps the day
  const day = (value: string | Date | null) =>
    value ? format.dateTime(new Date(value), { ...FORMATS.dateTime.day, timeZone: "UTC" }) : "—";
  if (!lines.length) return <Typography color="text.secondary">{emptyText}</Typography>;
  const certificate = (line: RequirementLine) => (
    <>
      {line.certificate?.length && organizationId ? (
        <FileLinks organizationId={organizationId} files={line.certificate} />
      ) : (
        "—"
      )}
      {line.recordHref ? (
        <>
          {" · "}
          <Link href={line.recordHref} aria-label={`${t("acquisitions.record")}: ${line.subject}`}>
            {t("acquisitions.record")}
          </Link>
        </>
      ) : null}
    </>
  );
  const withCertificates = organizationId !== undefined;
  const dates = [
    ["acquisitionDeadline", t("member.acquisitionDeadline")],
    ["lastAcquisitionDate", t("member.lastAcquisitionDate")],
    ["nextDueDate", t("member.nextDueDate")],
  ] as const;
  return (
    <>
      <Box component="ul" sx={{ display: { xs: "grid", sm: "none" }, gap: 1, m: 0, p: 0, listStyle: "none" }}>
        {lines.map((line) => (
          <Box
            component="li"
            key={line.key}
            data-requirement-card={line.subject}
            sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 1.5 }}
          >
            <Box sx={{ display: "flex", justifyContent: "space-between", gap: 1, alignItems: "flex-start" }}>
              <div>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {line.subject}
                </Typography>
                {line.source ? (
                  <Typography variant="caption" color="text.secondary">
                    {line.source}
                  </Typography>
                ) : null}
              </div>
              <DueStatusChip status={line.status} />
            </Box>
            <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 1.5, m: 0, mt: 1 }}>
              {dates.map(([key, label]) => (
                <Box key={key} sx={{ display: "contents" }}>
                  <Typography component="dt" variant="caption" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" variant="caption" sx={{ m: 0 }}>
                    {day(line[key])}
                  </Typography>
                </Box>
              ))}
              {withCertificates ? (
                <>
                  <Typography component="dt" variant="caption" color="text.secondary">
                    {t("acquisitions.certificate")}
                  </Typography>
                  <Typography component="dd" variant="caption" sx={{ m: 0, overflowWrap: "anywhere" }}>
                    {certificate(line)}
                  </Typography>
                </>
              ) : null}
            </Box>
          </Box>
        ))}
      </Box>
      <Table size="small" sx={{ display: { xs: "none", sm: "table" }, "& td, & th": { px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{subjectLabel}</TableCell>
            <TableCell>{t("columns.status")}</TableCell>
            <TableCell>{t("member.acquisitionDeadline")}</TableCell>
            <TableCell>{t("member.lastAcquisitionDate")}</TableCell>
            <TableCell>{t("member.nextDueDate")}</TableCell>
            {withCertificates ? <TableCell>{t("acquisitions.certificate")}</TableCell> : null}
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
              {withCertificates ? <TableCell sx={{ overflowWrap: "anywhere" }}>{certificate(line)}</TableCell> : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
