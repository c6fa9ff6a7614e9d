"use client";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import { List, ListItem, ListItemButton, ListItemText, Stack, Typography } from "@mui/material";
import AppLink from "@/components/platform/ui/link";
import { useTranslations } from "next-intl";
import { DueStatusChip } from "@/components/modules/monitoring/control-book/due-status-chip";
import type { DueInspection } from "@/lib/modules/quick-actions/data";
import { completeInspectionPath } from "@/lib/modules/quick-actions/paths";

/** The due and overdue inspections, the person's own first: a tap opens one to complete it. */
export function DueInspectionList({ due }: { due: DueInspection[] }) {
  const t = useTranslations("quickActions.controlBook");
  if (!due.length) return <Typography color="text.secondary">{t("noneDue")}</Typography>;
  return (
    <List aria-label={t("dueList")} disablePadding>
      {due.map((inspection) => (
        <ListItem key={inspection.id} disablePadding divider>
          <ListItemButton
            component={AppLink}
            href={completeInspectionPath(inspection.id)}
            sx={{ minHeight: 64, px: 1 }}
          >
            <ListItemText
              primary={inspection.title}
              secondary={
                <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, alignItems: "center", mt: 0.5 }}>
                  <DueStatusChip status={inspection.dueStatus} />
                  <span>{t("dueOn", { date: inspection.dueDate })}</span>
                  {inspection.machine ? <span>{inspection.machine}</span> : null}
                  {inspection.mine ? <span>{t("yours")}</span> : null}
                </Stack>
              }
              slotProps={{ secondary: { component: "div" } }}
            />
            <ChevronRightIcon aria-hidden />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
