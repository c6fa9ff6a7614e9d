"use client";
import AddIcon from "@mui/icons-material/Add";
import { Alert, Button, Stack, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useZodLanguage } from "@/components/platform/forms/use-zod-language";
import { LinkButton } from "@/components/platform/ui/link-button";
import type { InspectionDto } from "@/lib/modules/monitoring/control-book/dto";
import type { DueInspection } from "@/lib/modules/quick-actions/data";
import { QUICK_CONTROL_BOOK } from "@/lib/modules/quick-actions/paths";
import { CompletionForm } from "./completion-form";
import { DueInspectionList } from "./due-inspection-list";
import { FindingForm } from "./finding-form";

/**
 * Add to the control book: the due inspections to complete, the person's own first, or an ad-hoc
 * finding. Both forms stay mounted, so that a draft of either waiting for the connection is sent
 * when the screen opens.
 */
export function ControlBookScreen(props: {
  organizationId: string;
  userId: string;
  performedById: string | null;
  due: DueInspection[];
  /** The inspection chosen to complete (`?inspectionId=`). */
  inspection: InspectionDto | null;
  /** An inspection was named that is no longer there to complete (done meanwhile, archived, unknown). */
  gone: boolean;
  mayRaiseEvent: boolean;
}) {
  const t = useTranslations("quickActions.controlBook");
  useZodLanguage();
  const [finding, setFinding] = useState(false);
  const listing = !props.inspection && !finding;
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 640 }}>
      <div>
        <Typography variant="h4" component="h1">
          {t("title")}
        </Typography>
        <Typography color="text.secondary">{t("intro")}</Typography>
      </div>
      {props.gone ? <Alert severity="info">{t("gone")}</Alert> : null}
      <CompletionForm
        organizationId={props.organizationId}
        userId={props.userId}
        performedById={props.performedById}
        inspection={props.inspection}
      />
      {props.inspection ? <LinkButton href={QUICK_CONTROL_BOOK}>{t("backToList")}</LinkButton> : null}
      <FindingForm
        organizationId={props.organizationId}
        userId={props.userId}
        performedById={props.performedById}
        mayRaiseEvent={props.mayRaiseEvent}
        open={finding && !props.inspection}
        quiet={!!props.inspection}
        onDone={() => setFinding(false)}
      />
      {listing ? (
        <>
          <Button
            variant="contained"
            size="large"
            startIcon={<AddIcon />}
            onClick={() => setFinding(true)}
            sx={{ minHeight: 48 }}
          >
            {t("recordFinding")}
          </Button>
          <Typography variant="h5" component="h2">
            {t("dueTitle")}
          </Typography>
          <DueInspectionList due={props.due} />
        </>
      ) : null}
    </Stack>
  );
}
