"use client";
import { Box } from "@mui/material";
import { PictogramImages } from "@/components/modules/admin/hazard-data/pictogram-images";
import { useTranslations } from "next-intl";
import { ListGrid } from "@/components/platform/data-grid/list-grid";
import type { ListView } from "@/lib/platform/lists/url-state";
import { DANGER_CODES } from "@/lib/modules/admin/chemicals/danger-code";
import { STORAGE_CLASSES } from "@/lib/modules/admin/chemicals/choices";
import { GHS_PICTOGRAMS, SDS_STATUSES, SIGNAL_WORDS } from "@/lib/modules/chemicals/register/choices";

/** A registered chemical as the grid shows it (texts and dates as the page sends them). */
export type ChemicalRegisterGridRow = {
  id: string;
  name: string;
  /** code and name in the interface language */
  pictograms: { code: string; name: string }[];
  signalWord: string;
  dangerCode: string;
  storageClass: string | null;
  sdsDate: string | null;
  sdsStatus: string;
  /** where the newest sheet downloads; null when none is on file */
  sdsHref: string | null;
  substitution: string[];
  /** what the register lacks, named in the interface language */
  gaps: string;
  amount: string | null;
  areas: string;
  lastModifiedDate: string;
};

const href = (row: ChemicalRegisterGridRow) => `/chemicals/my-chemicals/${row.id}`;

const DANGER_COLOURS: Record<string, string> = { GREEN: "success.main", YELLOW: "warning.main", RED: "error.main" };

export function ChemicalRegisterGrid(props: {
  view: ListView<ChemicalRegisterGridRow>;
  empty: string;
  areas: { id: string; name: string }[];
}) {
  const t = useTranslations("chemicalRegister");
  const yesNo = [
    { value: "true", label: t("filters.yes") },
    { value: "false", label: t("filters.no") },
  ];
  return (
    <ListGrid
      messages="chemicalRegister"
      view={props.view}
      empty={props.empty}
      href={href}
      link={{ field: "name" }}
      phoneColumns={["name", "dangerCode", "sdsDate", "areas"]}
      columns={[
        {
          field: "pictograms",
          headerName: t("columns.pictograms"),
          minWidth: 150,
          sortable: false,
          renderCell: ({ row }) => (
            <PictogramImages pictograms={row.pictograms} size={28} sx={{ alignItems: "center", height: "100%" }} />
          ),
        },
        {
          field: "signalWord",
          headerName: t("columns.signalWord"),
          minWidth: 110,
          sortable: false,
          valueGetter: (value: string) => t(`signalWords.${value}`),
        },
        {
          field: "dangerCode",
          headerName: t("columns.dangerCode"),
          minWidth: 120,
          renderCell: ({ row }) => (
            <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 1 }}>
              <Box
                component="span"
                aria-hidden
                sx={{ width: 12, height: 12, borderRadius: "50%", bgcolor: DANGER_COLOURS[row.dangerCode] }}
              />
              {t(`dangerCodes.${row.dangerCode}`)}
            </Box>
          ),
        },
        { field: "storageClass", headerName: t("columns.storageClass"), minWidth: 100, sortable: false },
        {
          field: "sdsDate",
          headerName: t("columns.sdsDate"),
          minWidth: 190,
          sortable: false,
          renderCell: ({ row }) => {
            const text = row.sdsDate
              ? t("sdsAge", { date: row.sdsDate, status: t(`sdsStatuses.${row.sdsStatus}`) })
              : t(`sdsStatuses.${row.sdsStatus}`);
            return (
              <Box
                component="span"
                sx={{
                  color: row.sdsStatus === "CURRENT" ? "text.primary" : "error.main",
                  fontWeight: row.sdsStatus === "CURRENT" ? 400 : 600,
                }}
              >
                {row.sdsHref ? (
                  // the sheet itself, not the row's record: the click stays on the link
                  <a
                    href={row.sdsHref}
                    download
                    onClick={(event) => event.stopPropagation()}
                    aria-label={`${text}: ${t("detail.sdsOpen")}`}
                    style={{ color: "inherit" }}
                  >
                    {text}
                  </a>
                ) : (
                  text
                )}
              </Box>
            );
          },
        },
        {
          field: "substitution",
          headerName: t("columns.substitution"),
          minWidth: 140,
          sortable: false,
          valueGetter: (value: string[]) => value.map((reason) => t(`reasons.${reason}`)).join(", "),
        },
        { field: "gaps", headerName: t("columns.gaps"), minWidth: 160, sortable: false },
        { field: "amount", headerName: t("columns.amount"), minWidth: 110, sortable: false },
        { field: "areas", headerName: t("columns.areas"), minWidth: 160, flex: 1, sortable: false },
      ]}
      archived
      filters={[
        {
          param: "needsAttention",
          label: t("filters.needsAttention"),
          options: yesNo,
        },
        {
          param: "dangerCode",
          label: t("filters.dangerCode"),
          options: DANGER_CODES.map((value) => ({ value, label: t(`dangerCodes.${value}`) })),
        },
        {
          param: "signalWord",
          label: t("filters.signalWord"),
          options: SIGNAL_WORDS.map((value) => ({ value, label: t(`signalWords.${value}`) })),
        },
        {
          param: "pictogram",
          label: t("filters.pictogram"),
          options: GHS_PICTOGRAMS.map((value) => ({ value, label: value })),
        },
        {
          param: "storageClass",
          label: t("filters.storageClass"),
          options: STORAGE_CLASSES.map((value) => ({ value, label: value })),
        },
        {
          param: "sdsStatus",
          label: t("filters.sdsStatus"),
          options: SDS_STATUSES.map((value) => ({ value, label: t(`sdsStatuses.${value}`) })),
        },
        { param: "substitutionCandidate", label: t("filters.substitutionCandidate"), options: yesNo },
        {
          param: "areaId",
          label: t("filters.area"),
          options: props.areas.map((area) => ({ value: area.id, label: area.name })),
        },
      ]}
    />
  );
}
