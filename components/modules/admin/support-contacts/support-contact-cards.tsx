import EmailIcon from "@mui/icons-material/EmailOutlined";
import PhoneIcon from "@mui/icons-material/PhoneOutlined";
import { Box, Link, Paper, Stack, Typography } from "@mui/material";
import AppLink from "@/components/platform/ui/link";
import { getTranslations } from "next-intl/server";
import type { SupportContactDto } from "@/lib/modules/admin/support-contacts/dto";

/**
 * The support contacts as cards that wrap on narrow screens: name, role, e-mail and phone as links.
 * With `editHref`, each name leads to the contact's edit screen (the admin list).
 */
export async function SupportContactCards({
  contacts,
  editHref,
}: {
  contacts: Pick<SupportContactDto, "id" | "name" | "role" | "email" | "phone">[];
  editHref?: (id: string) => string;
}) {
  const t = await getTranslations("supportContacts");
  if (!contacts.length) return <Typography color="text.secondary">{t("none")}</Typography>;
  return (
    <Box
      component="ul"
      aria-label={t("title")}
      sx={{
        listStyle: "none",
        m: 0,
        p: 0,
        display: "grid",
        gap: 2,
        gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 260px), 1fr))",
      }}
    >
      {contacts.map((contact) => (
        <Paper component="li" variant="outlined" key={contact.id} sx={{ p: 2, minWidth: 0 }}>
          <Stack spacing={0.5}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
              {editHref ? <AppLink href={editHref(contact.id)}>{contact.name}</AppLink> : contact.name}
            </Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
              {contact.role}
            </Typography>
            {contact.email ? (
              <Link href={`mailto:${contact.email}`} sx={{ display: "flex", gap: 1, overflowWrap: "anywhere" }}>
                <EmailIcon fontSize="small" aria-hidden />
                <span>
                  <Box component="span" sx={visuallyHidden}>
                    {t("email")}:{" "}
                  </Box>
                  {contact.email}
                </span>
              </Link>
            ) : null}
            {contact.phone ? (
              <Link href={`tel:${contact.phone.replace(/[^0-9+]/g, "")}`} sx={{ display: "flex", gap: 1 }}>
                <PhoneIcon fontSize="small" aria-hidden />
                <span>
                  <Box component="span" sx={visuallyHidden}>
                    {t("phone")}:{" "}
                  </Box>
                  {contact.phone}
                </span>
              </Link>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </Box>
  );
}

// in px: the theme reads a bare 1 as 100 %
const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;
