"use client";
import AddIcon from "@mui/icons-material/Add";
import EditIcon from "@mui/icons-material/Edit";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from "@mui/material";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { FormTextField } from "@/components/platform/forms/fields";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import { areaInputSchema } from "@/lib/modules/organization/structure/schema";
import { ArchivedList } from "@/components/platform/removal/archived-list";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { SubmitButton } from "@/components/platform/forms/submit-button";
import { PrintLabels } from "@/components/modules/qr-labels/print-labels";

type Area = { id: string; name: string; description: string | null; lastModifiedDate: string | Date };

function AreaDialog({
  organizationId,
  area,
  onClose,
}: {
  organizationId: string;
  area: Area | null;
  onClose: () => void;
}) {
  const t = useTranslations("organization");
  const tForms = useTranslations("forms");
  const { form, submit, saving, stale } = useEntityForm({
    schema: areaInputSchema,
    defaultValues: {
      name: area?.name ?? "",
      description: area?.description ?? "",
      lastModifiedDate: area ? new Date(area.lastModifiedDate).toISOString() : undefined,
    },
    save: (values) =>
      area
        ? api(`/api/v1/organizations/${organizationId}/areas/${area.id}`, { method: "PUT", body: values })
        : api(`/api/v1/organizations/${organizationId}/areas`, { method: "POST", body: values }),
    successMessage: () => t("structure.areaSaved"),
    afterSave: () => {
      onClose();
    },
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{area ? t("structure.editArea") : t("structure.addArea")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {stale ? <Typography color="warning.main">{tForms("stale")}</Typography> : null}
            <FormTextField control={form.control} name="name" label={t("form.areaName")} required autoFocus />
            <FormTextField
              control={form.control}
              name="description"
              label={t("form.areaDescription")}
              multiline
              minRows={2}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{tForms("cancel")}</Button>
          <SubmitButton disabled={saving}>{tForms("save")}</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The organization's work areas, added and renamed in place; the archived ones closed below, to restore. */
export function AreasPanel(props: {
  organizationId: string;
  areas: Area[];
  archivedAreas: { id: string; name: string; archivedDate: string | Date | null }[];
}) {
  const { organizationId, areas } = props;
  const t = useTranslations("organization.structure");
  const format = useFormatter();
  const [editing, setEditing] = useState<Area | null | undefined>(undefined);
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 880 }}>
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", mb: 1 }}>
        <Typography variant="h6" component="h2">
          {t("areas")}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
          {areas.length ? <PrintLabels organizationId={organizationId} kind="area" /> : null}
          <Button startIcon={<AddIcon />} onClick={() => setEditing(null)}>
            {t("addArea")}
          </Button>
        </Stack>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t("areasIntro")}
      </Typography>
      {areas.length ? (
        <List dense>
          {areas.map((area) => (
            <ListItem
              key={area.id}
              secondaryAction={
                <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                  <RemovalButton
                    kind="archive"
                    path={`/api/v1/organizations/${organizationId}/areas/${area.id}`}
                    name={area.name}
                  />
                  <IconButton edge="end" aria-label={`${t("editArea")}: ${area.name}`} onClick={() => setEditing(area)}>
                    <EditIcon />
                  </IconButton>
                </Stack>
              }
              sx={{ pr: 20 }}
            >
              <ListItemText
                primary={area.name}
                secondary={
                  <>
                    {area.description ? <span style={{ display: "block" }}>{area.description}</span> : null}
                    <PrintLabels organizationId={organizationId} kind="area" recordId={area.id} />
                  </>
                }
                slotProps={{ secondary: { component: "div" } }}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography sx={{ mt: 2 }}>{t("noAreas")}</Typography>
      )}
      <ArchivedList
        summary={t("archivedAreas", { count: props.archivedAreas.length })}
        items={props.archivedAreas.map((area) => ({
          id: area.id,
          name: area.name,
          detail: t("archivedArea", { date: format.dateTime(new Date(area.archivedDate!), "day") }),
          restorePath: `/api/v1/organizations/${organizationId}/areas/${area.id}`,
        }))}
      />
      {editing !== undefined ? (
        <AreaDialog organizationId={organizationId} area={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </Paper>
  );
}
