import AddIcon from "@mui/icons-material/Add";
import { Typography } from "@mui/material";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { PageHeader } from "@/components/platform/ui/page-header";
import { LinkButton } from "@/components/platform/ui/link-button";

/**
 * A list screen's header from its messages (`title`, `intro`, `add`): the screen's other `links`,
 * then "new", a link to `newHref` or the `createAction` in its place (a choice of kinds). The
 * caller leaves both out where the user may not create.
 */
export async function ListHeader(props: {
  messages: string;
  links?: ReactNode;
  newHref?: string;
  createAction?: ReactNode;
}) {
  const t = await getTranslations(props.messages);
  const create =
    props.createAction ??
    (props.newHref ? (
      <LinkButton href={props.newHref} variant="contained" startIcon={<AddIcon />}>
        {t("add")}
      </LinkButton>
    ) : null);
  return (
    <PageHeader
      title={t("title")}
      actions={
        props.links || create ? (
          <>
            {props.links}
            {create}
          </>
        ) : null
      }
    >
      <Typography color="text.secondary">{t("intro")}</Typography>
    </PageHeader>
  );
}
