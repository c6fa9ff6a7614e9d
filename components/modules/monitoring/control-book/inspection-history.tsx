import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import Link from "@/components/platform/ui/link";
import { Section } from "@/components/platform/ui/section";
import type { InspectionDto } from "@/lib/modules/monitoring/control-book/dto";

type Row = Pick<InspectionDto, "id" | "title" | "status" | "dueDate" | "performedAt" | "result">;

/** A record's inspections, newest due date first: the agreement's or the machine's history. */
export async function InspectionHistory({
  title,
  inspections,
  empty,
  canOpen,
}: {
  title: string;
  inspections: Row[];
  empty?: string;
  /** Whether the reader may open an inspection's screen: only then is its date a link. */
  canOpen: boolean;
}) {
  const t = await getTranslations("controlBook");
  const format = await getFormatter();
  const day = (date: string | null) => (date ? format.dateTime(new Date(date), "day") : "");
  return (
    <Section title={title}>
      {inspections.length === 0 ? (
        <Typography>{empty ?? t("emptyInspections")}</Typography>
      ) : (
        // wider than a phone: the table scrolls sideways, so keyboard users can reach it too
        <TableContainer tabIndex={0} role="region" aria-label={title}>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{t("columns.dueDate")}</TableCell>
                <TableCell>{t("columns.title")}</TableCell>
                <TableCell>{t("columns.status")}</TableCell>
                <TableCell>{t("columns.performedAt")}</TableCell>
                <TableCell>{t("columns.result")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {inspections.map((inspection) => (
                <TableRow key={inspection.id}>
                  <TableCell>
                    {canOpen ? (
                      <Link href={`/monitoring/control-book/inspections/${inspection.id}`}>
                        {day(inspection.dueDate)}
                      </Link>
                    ) : (
                      day(inspection.dueDate)
                    )}
                  </TableCell>
                  <TableCell>{inspection.title}</TableCell>
                  <TableCell>{t(`statuses.${inspection.status}`)}</TableCell>
                  <TableCell>{day(inspection.performedAt)}</TableCell>
                  <TableCell>{inspection.result ? t(`results.${inspection.result}`) : ""}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Section>
  );
}
