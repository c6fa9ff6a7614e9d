"use client";
import { Box, Stack, Tab, Tabs, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useZodLanguage } from "@/components/platform/forms/use-zod-language";
import type { MeterOption } from "@/lib/modules/quick-actions/options";
import { MeterReadingForm } from "./meter-reading-form";
import type { ArrangementOption } from "./register-drafts";
import { WasteCollectionForm } from "./waste-collection-form";

type Kind = "reading" | "collection";

/**
 * Register: a meter reading or a waste collection, chosen with one tap at the top. Both forms stay
 * mounted, so that a draft of either waiting for the connection is sent when the screen opens.
 */
export function RegisterScreen(props: {
  organizationId: string;
  userId: string;
  meters: MeterOption[] | null;
  chosenMeter: MeterOption | null;
  arrangements: ArrangementOption[] | null;
  initial: Kind;
}) {
  const t = useTranslations("quickActions.register");
  useZodLanguage();
  const kinds = [props.meters && ("reading" as const), props.arrangements && ("collection" as const)].filter(
    (kind): kind is Kind => !!kind,
  );
  const [kind, setKind] = useState<Kind>(kinds.includes(props.initial) ? props.initial : kinds[0]);
  const tabbed = kinds.length > 1;
  /** A form's panel: a tab panel when both are offered. */
  const panel = (of: Kind) =>
    tabbed ? { role: "tabpanel", id: `register-${of}-panel`, "aria-labelledby": `register-${of}` } : {};
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <div>
        <Typography variant="h4" component="h1">
          {t("title")}
        </Typography>
        <Typography color="text.secondary">{t("intro")}</Typography>
      </div>
      {tabbed ? (
        <Tabs
          value={kind}
          onChange={(_event, value: Kind) => setKind(value)}
          variant="fullWidth"
          aria-label={t("what")}
        >
          <Tab value="reading" label={t("reading")} id="register-reading" aria-controls="register-reading-panel" />
          <Tab
            value="collection"
            label={t("collection")}
            id="register-collection"
            aria-controls="register-collection-panel"
          />
        </Tabs>
      ) : null}
      {props.meters ? (
        <Box {...panel("reading")} hidden={kind !== "reading"}>
          <MeterReadingForm
            organizationId={props.organizationId}
            userId={props.userId}
            meters={props.meters}
            chosen={props.chosenMeter}
          />
        </Box>
      ) : null}
      {props.arrangements ? (
        <Box {...panel("collection")} hidden={kind !== "collection"}>
          <WasteCollectionForm
            organizationId={props.organizationId}
            userId={props.userId}
            arrangements={props.arrangements}
          />
        </Box>
      ) : null}
    </Stack>
  );
}
