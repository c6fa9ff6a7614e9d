import { Box, Link, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { countryName } from "@/lib/platform/fields/countries";
import type { StakeholderDto } from "@/lib/modules/admin/stakeholders/dto";
import { useLanguage } from "@/lib/platform/i18n/use-language";

/** A stakeholder's type and contact details as a description list; used on server pages and in forms. */
export function StakeholderDetails({ stakeholder }: { stakeholder: StakeholderDto }) {
  const t = useTranslations("stakeholders.fields");
  const tTypes = useTranslations("stakeholders.types");
  const locale = useLanguage();
  const place = [stakeholder.zipCode, stakeholder.city].filter(Boolean).join(" ");
  const rows: [string, ReactNode][] = [
    [t("type"), tTypes(stakeholder.type)],
    [t("email"), stakeholder.email && <Link href={`mailto:${stakeholder.email}`}>{stakeholder.email}</Link>],
    [
      t("phone"),
      stakeholder.phone && <Link href={`tel:${stakeholder.phone.replace(/[^0-9+]/g, "")}`}>{stakeholder.phone}</Link>,
    ],
    [
      t("website"),
      stakeholder.website && (
        <Link href={stakeholder.website} target="_blank" rel="noopener noreferrer">
          {stakeholder.website}
        </Link>
      ),
    ],
    [t("address"), [stakeholder.address, place].filter(Boolean).join(", ")],
    [t("country"), stakeholder.countryAlpha2 && countryName(stakeholder.countryAlpha2, locale)],
  ];
  const shown = rows.filter(([, value]) => value);
  return (
    <>
      <Box
        component="dl"
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "1fr", sm: "max-content 1fr" },
          columnGap: 3,
          rowGap: 0.5,
          m: 0,
        }}
      >
        {shown.map(([label, value]) => (
          <Box key={label} sx={{ display: "contents" }}>
            <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: "anywhere" }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {shown.length === 1 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t("noContact")}
        </Typography>
      ) : null}
    </>
  );
}
