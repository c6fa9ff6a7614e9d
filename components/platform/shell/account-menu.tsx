"use client";
import LogoutIcon from "@mui/icons-material/Logout";
import ProfileIcon from "@mui/icons-material/ManageAccountsOutlined";
import AppLink from "@/components/platform/ui/link";
import { Divider, ListItemIcon, ListItemText, Menu, MenuItem } from "@mui/material";
import { useTranslations } from "next-intl";
import { api } from "@/lib/platform/client/api-client";

/** The user menu's popup: who is signed in, their profile, and signing out. Loaded by UserMenu when first wanted. */
export function AccountMenu(props: { anchor: HTMLElement | null; onClose: () => void; name: string; email: string }) {
  const t = useTranslations("shell");
  const signOut = async () => {
    await api("/api/v1/logout", { method: "POST" }).catch(() => {});
    // a full load drops every piece of the signed-in client state
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign("/");
  };
  return (
    <Menu anchorEl={props.anchor} open={!!props.anchor} onClose={props.onClose}>
      <MenuItem disabled sx={{ "&.Mui-disabled": { opacity: 1 } }}>
        <ListItemText primary={props.name} secondary={props.email} />
      </MenuItem>
      <Divider />
      <MenuItem component={AppLink} href="/profile" onClick={props.onClose}>
        <ListItemIcon>
          <ProfileIcon fontSize="small" />
        </ListItemIcon>
        {t("profile")}
      </MenuItem>
      <MenuItem onClick={signOut}>
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {t("signOut")}
      </MenuItem>
    </Menu>
  );
}
