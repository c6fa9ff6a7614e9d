"use client";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState, type ChangeEvent } from "react";
import { emit } from "@/lib/platform/client/events";
import { refusalInMessages } from "@/lib/platform/client/refusals";
import { postSheet, type SheetAnswer } from "@/lib/platform/client/sheet-upload";

type Preview = {
  /** An import that maps the sheet's headings to its columns answers them and the mapping it used. */
  headings?: string[];
  mapping?: Record<string, string>;
  ignoredColumns: string[];
  totalRows: number;
  validRows: number;
  invalidRows: number;
  rows: { row: number; values: Record<string, string>; errors?: Record<string, string> }[];
};

/** Rows the preview lists: enough to see what will happen, those with errors first. */
const SHOWN_ROWS = 100;

type Phase = "choose" | "reading" | "preview" | "importing";

/** What an import needs: its endpoint, title and columns (`ImportButton` takes the same). */
export type ImportProps = {
  endpoint: string;
  title: string;
  /** The import's columns in order, with the headings the sheet may use. */
  columns: { name: string; label: string }[];
  /** The sheet's own headings are matched to the columns here (the endpoint takes `mapping`). */
  mappable?: boolean;
  /** A namespace whose `intro`, `confirm` and `done` say what this import does (members by default). */
  messages?: string;
};

/**
 * THE import step of a list: choose a CSV or XLSX file, see every row with its errors (nothing is
 * written), then confirm to write every row in one transaction, or none. The endpoint answers the
 * preview without `confirm` and writes with `confirm=true` (lib/platform/imports).
 */
export function ImportDialog(props: ImportProps & { open: boolean; onClose: () => void }) {
  const t = useTranslations("importExport.import");
  const own = useTranslations(props.messages ?? "importExport.import");
  const common = useTranslations("_global");
  const refused = useTranslations("files.refused");
  const router = useRouter();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down("sm"));
  const id = useId();
  const [phase, setPhase] = useState<Phase>("choose");
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [written, setWritten] = useState<{ done: number; total: number } | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<Record<string, string> | null>(null);
  const mappingFields = (): Record<string, string> =>
    props.mappable && mapping ? { mapping: JSON.stringify(mapping) } : {};

  const reset = () => {
    setPhase("choose");
    setFile(null);
    setPreview(null);
    setError(null);
    setProgress(0);
    setWritten(null);
    setMapping(null);
  };
  const close = () => {
    if (phase === "importing") return;
    props.onClose();
    reset();
  };
  /** What the person reads when the file is refused: in their language where the messages word it. */
  const refusal = (answer: SheetAnswer) => {
    if (answer.status === 0) return common("error.network");
    const error = (answer.body as { error?: { code?: string; message?: string } } | null)?.error;
    if (refusalInMessages(error?.code)) return refused(error.code);
    return error?.message ?? common("error.unknown");
  };

  /** The preview of a file, with the mapping chosen (none: the one the endpoint remembers or finds). */
  const read = async (chosen: File, fields: Record<string, string>) => {
    setPhase("reading");
    setError(null);
    const answer = await postSheet(props.endpoint, chosen, fields, setProgress);
    if (answer.status === 200) {
      const body = answer.body as Preview;
      setPreview(body);
      setMapping(body.mapping ?? null);
      setPhase("preview");
    } else {
      setError(refusal(answer));
      setPhase(fields.mapping ? "preview" : "choose");
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = "";
    if (!chosen) return;
    reset();
    setFile(chosen);
    await read(chosen, {});
  };

  const remap = async (column: string, heading: string) => {
    if (!file) return;
    const next = { ...mapping };
    if (heading) next[column] = heading;
    else delete next[column];
    setMapping(next);
    await read(file, { mapping: JSON.stringify(next) });
  };

  const confirm = async () => {
    if (!file || !preview) return;
    setPhase("importing");
    setProgress(0);
    setWritten(null);
    const answer = await postSheet(
      props.endpoint,
      file,
      { confirm: "true", ...mappingFields() },
      setProgress,
      (done, total) => setWritten({ done, total }),
    );
    if (answer.status === 200) {
      const created = (answer.body as { created: number }).created;
      emit("toast", { severity: "success", detail: own("done", { count: created }) });
      props.onClose();
      reset();
      router.refresh();
    } else {
      setError(refusal(answer));
      setPhase("preview");
    }
  };

  const shown = preview
    ? [...preview.rows].sort((a, b) => Number(!a.errors) - Number(!b.errors) || a.row - b.row).slice(0, SHOWN_ROWS)
    : [];
  const busy = phase === "reading" || phase === "importing";

  return (
    <Dialog
      open={props.open}
      onClose={close}
      fullScreen={fullScreen}
      maxWidth="lg"
      fullWidth
      aria-labelledby={`${id}-title`}
    >
      <DialogTitle id={`${id}-title`}>{props.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography color="text.secondary">
            {own("intro", { columns: props.columns.map((column) => column.label).join(", ") })}
          </Typography>
          <Box>
            <Button component="label" variant="contained" disabled={busy} startIcon={<UploadFileIcon />}>
              {t("choose")}
              <input
                hidden
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={choose}
                data-testid="import-file"
              />
            </Button>
            {file ? (
              <Typography component="span" sx={{ ml: 1.5, overflowWrap: "anywhere" }}>
                {file.name}
              </Typography>
            ) : null}
          </Box>
          {phase === "reading" ? (
            <Stack spacing={0.5}>
              <LinearProgress variant="determinate" value={progress * 100} aria-label={t("choose")} />
              <Typography variant="body2">{t("reading", { percent: Math.round(progress * 100) })}</Typography>
            </Stack>
          ) : null}
          {phase === "importing" && preview ? (
            <Stack spacing={0.5}>
              {/* the upload first, then the rows as the server writes them */}
              <LinearProgress
                variant={progress < 1 || written ? "determinate" : "indeterminate"}
                value={written ? (100 * written.done) / Math.max(written.total, 1) : progress * 100}
                aria-label={t("importing", { count: preview.validRows })}
              />
              <Typography variant="body2" role="status">
                {written
                  ? t("writing", { done: written.done, total: written.total })
                  : t("importing", { count: preview.validRows })}
              </Typography>
            </Stack>
          ) : null}
          {error ? <Alert severity="error">{error}</Alert> : null}
          {props.mappable && preview?.headings ? (
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="subtitle2">
                {t("mapping")}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t("mappingHelp")}
              </Typography>
              <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: "repeat(auto-fill, minmax(180px, 1fr))" }}>
                {props.columns.map((column) => (
                  <TextField
                    key={column.name}
                    select
                    size="small"
                    label={column.label}
                    value={mapping?.[column.name] ?? ""}
                    disabled={busy}
                    onChange={(event) => remap(column.name, event.target.value)}
                    slotProps={{ select: { native: true } }}
                  >
                    <option value="">{t("notMapped")}</option>
                    {preview.headings!.filter(Boolean).map((heading) => (
                      <option key={heading} value={heading}>
                        {heading}
                      </option>
                    ))}
                  </TextField>
                ))}
              </Box>
            </Box>
          ) : null}
          {preview ? (
            <Stack spacing={1}>
              <Alert severity={preview.invalidRows ? "warning" : "success"} role="status">
                {t("summary", { valid: preview.validRows, total: preview.totalRows })}
                {preview.invalidRows ? ` ${t("invalid", { count: preview.invalidRows })}` : ""}
              </Alert>
              {preview.ignoredColumns.length ? (
                <Typography variant="body2" color="text.secondary">
                  {t("ignored", { columns: preview.ignoredColumns.join(", ") })}
                </Typography>
              ) : null}
              {preview.totalRows > shown.length ? (
                <Typography variant="body2" color="text.secondary">
                  {t("shown", { shown: shown.length, total: preview.totalRows })}
                </Typography>
              ) : null}
              <TableContainer sx={{ maxHeight: 420 }}>
                <Table size="small" stickyHeader aria-label={props.title}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t("row")}</TableCell>
                      {props.columns.map((column) => (
                        <TableCell key={column.name}>{column.label}</TableCell>
                      ))}
                      <TableCell>{t("problems")}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {shown.map((row) => (
                      <TableRow key={row.row} selected={Boolean(row.errors)}>
                        <TableCell>{row.row}</TableCell>
                        {props.columns.map((column) => (
                          <TableCell key={column.name}>{row.values[column.name]}</TableCell>
                        ))}
                        <TableCell sx={{ color: "error.main" }}>
                          {row.errors
                            ? Object.entries(row.errors)
                                .map(([field, message]) => {
                                  const label = props.columns.find((column) => column.name === field)?.label;
                                  return `${label ?? field}: ${message}`;
                                })
                                .join("; ")
                            : ""}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </Stack>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={phase === "importing"}>
          {t("cancel")}
        </Button>
        <Button
          variant="contained"
          onClick={confirm}
          disabled={phase !== "preview" || !preview || preview.invalidRows > 0 || preview.validRows === 0}
        >
          {own("confirm", { count: preview?.validRows ?? 0 })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
