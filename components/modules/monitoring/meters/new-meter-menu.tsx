"use client";
import AddIcon from "@mui/icons-material/Add";
import { Button, Menu, MenuItem } from "@mui/material";
import Link from "@/components/platform/ui/link";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { METER_TYPES } from "@/lib/platform/units/catalogue";

/** "New meter": the type is chosen first, since it decides the units and how the meter is read. */
export function NewMeterMenu() {
  const t = useTranslations("meters");
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? "true" : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t("add")}
      </Button>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {METER_TYPES.map((type) => (
          <MenuItem key={type} component={Link} href={`/monitoring/meters/new/${type}`} onClick={() => setAnchor(null)}>
            {t(`types.${type}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
