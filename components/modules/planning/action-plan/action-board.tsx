import { Box, Paper, Stack, Typography } from "@mui/material";
import { getTranslations } from "next-intl/server";
import Link from "@/components/platform/ui/link";
import { ActionStatusTag } from "./action-status-tag";
import { BoardMove } from "./board-move";

type BoardCard = {
  id: string;
  href: string;
  title: string;
  status: string;
  overdue: boolean;
  dueDate: string | null;
  responsible: string | null;
  source: string;
  organizationId: string;
  lastModifiedDate: string;
};

export type BoardColumn = { status: string; total: number; cards: BoardCard[]; listHref: string };

/**
 * The plan by status: a column per status with its count and its first cards, each card moved by
 * its own button (so a keyboard moves it as a pointer does). On a phone the columns stack.
 */
export async function ActionBoard({ columns, today }: { columns: BoardColumn[]; today: string }) {
  const t = await getTranslations("actionPlan");
  return (
    <Box
      role="region"
      aria-label={t("board.label")}
      sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "repeat(4, minmax(0, 1fr))" } }}
    >
      {columns.map((column) => (
        <Paper
          key={column.status}
          variant="outlined"
          component="section"
          aria-labelledby={`board-${column.status}`}
          sx={{ p: 1.5 }}
        >
          <Typography id={`board-${column.status}`} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {t(`statuses.${column.status}`)} ({column.total})
          </Typography>
          {column.cards.length === 0 ? <Typography color="text.secondary">{t("board.empty")}</Typography> : null}
          <Stack component="ul" spacing={1} sx={{ listStyle: "none", p: 0, m: 0 }}>
            {column.cards.map((card) => (
              <Paper component="li" key={card.id} variant="outlined" sx={{ p: 1.25 }} data-action-card={card.id}>
                <Stack spacing={0.75}>
                  <Link href={card.href} style={{ overflowWrap: "anywhere", fontWeight: 500 }}>
                    {card.title}
                  </Link>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                    {[card.dueDate, card.responsible, card.source].filter(Boolean).join(" · ")}
                  </Typography>
                  <Box
                    sx={{
                      display: "flex",
                      gap: 1,
                      alignItems: "center",
                      justifyContent: "space-between",
                      flexWrap: "wrap",
                    }}
                  >
                    <ActionStatusTag status={card.status} overdue={card.overdue} />
                    {card.status === "CANCELLED" ? null : <BoardMove action={card} today={today} />}
                  </Box>
                </Stack>
              </Paper>
            ))}
          </Stack>
          {column.total > column.cards.length ? (
            <Typography variant="body2" sx={{ mt: 1 }}>
              <Link href={column.listHref}>{t("board.all", { total: column.total })}</Link>
            </Typography>
          ) : null}
        </Paper>
      ))}
    </Box>
  );
}
