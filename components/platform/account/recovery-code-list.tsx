"use client";
import { Alert, Box, Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import { PlainButton } from "@/components/platform/ui/plain-button";

/** The ten recovery codes, shown once: to write down or download, then gone from the screen. */
export function RecoveryCodeList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useTranslations("twoFactor");
  const download = () => {
    const text = `${t("recoveryFileTitle")}\n\n${codes.join("\n")}\n`;
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    link.download = "recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      <Alert severity="warning" role="status">
        {t("recoveryCodesHelp")}
      </Alert>
      <Box
        component="ol"
        aria-label={t("recoveryCodes")}
        sx={{ fontFamily: "monospace", fontSize: "1.1rem", columns: 2, m: 0, pl: 4 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
        <PlainButton variant="outlined" onClick={download}>
          {t("download")}
        </PlainButton>
        <PlainButton variant="contained" onClick={onDone}>
          {t("savedCodes")}
        </PlainButton>
      </Box>
    </Stack>
  );
}
