"use client";
import AddIcon from "@mui/icons-material/Add";
import AssignmentIcon from "@mui/icons-material/Assignment";
import BookIcon from "@mui/icons-material/Book";
import HelpIcon from "@mui/icons-material/HelpOutlined";
import NoteAddIcon from "@mui/icons-material/NoteAdd";
import ReportIcon from "@mui/icons-material/ReportProblem";
import SearchIcon from "@mui/icons-material/Search";
import SupportIcon from "@mui/icons-material/SupportAgent";
import UploadIcon from "@mui/icons-material/UploadFile";
import SummarizeIcon from "@mui/icons-material/Summarize";
import { SpeedDial, SpeedDialAction, SpeedDialIcon } from "@mui/material";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, type ReactElement } from "react";

const ICONS: Record<string, ReactElement> = {
  register: <AssignmentIcon />,
  reportEvent: <ReportIcon />,
  addToControlBook: <BookIcon />,
  generateReport: <SummarizeIcon />,
  uploadDocument: <UploadIcon />,
  createMinute: <NoteAddIcon />,
  supportTicket: <SupportIcon />,
  search: <SearchIcon />,
  help: <HelpIcon />,
};

export type QuickAction = { key: string; href?: string; enabled: boolean; carriesOrigin?: boolean };

/** The action's address, with the page the person is on where the action is about it. */
function target(action: QuickAction): string | undefined {
  if (!action.href || !action.carriesOrigin) return action.href;
  const from = `${window.location.pathname}${window.location.search}`;
  return `${action.href}${action.href.includes("?") ? "&" : "?"}from=${encodeURIComponent(from)}`;
}

/**
 * Quick actions on small screens, each labelled in words beside its icon (a touch screen shows no
 * hover tooltip). Only the actions that work are offered. MobileActions loads it when its button is
 * first used; it opens at once, with the focus on its own button.
 */
export function QuickActionsDial({ actions }: { actions: QuickAction[] }) {
  const t = useTranslations();
  const router = useRouter();
  const [open, setOpen] = useState(true);
  return (
    <SpeedDial
      ariaLabel={t("shell.quickActions")}
      icon={<SpeedDialIcon icon={<AddIcon />} />}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      FabProps={{ autoFocus: true }}
      sx={{ position: "fixed", bottom: 16, right: 16, display: { md: "none" } }}
    >
      {actions.map((action) => (
        <SpeedDialAction
          key={action.key}
          icon={ICONS[action.key]}
          slotProps={{
            tooltip: { title: t(`mobileActions.${action.key}`), open: true, placement: "left" },
            fab: { "aria-label": t(`mobileActions.${action.key}`) },
          }}
          onClick={() => {
            setOpen(false);
            const href = target(action);
            if (href) router.push(href);
          }}
        />
      ))}
    </SpeedDial>
  );
}
