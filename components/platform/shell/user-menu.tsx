"use client";
import LogoutIcon from "@mui/icons-material/Logout";
import { Avatar, Divider, IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from "@mui/material";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/lib/platform/client/api-client";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join("")
    .toUpperCase();

export function UserMenu({ name, email }: { name: string; email: string }) {
  const t = useTranslations("shell");
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const signOut = async () => {
    await api("/api/v1/logout", { method: "POST" }).catch(() => {});
    // a full load drops every piece of the signed-in client state
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign("/");
  };
  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t("userMenu", { name })}
        aria-haspopup="menu"
      >
        {/* the initials are a picture of the name the label already says */}
        <Avatar aria-hidden sx={{ width: 34, height: 34, bgcolor: "primary.dark", color: "#fff", fontSize: 15 }}>
          {initials(name)}
        </Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem disabled sx={{ "&.Mui-disabled": { opacity: 1 } }}>
          <ListItemText primary={name} secondary={email} />
        </MenuItem>
        <Divider />
        <MenuItem onClick={signOut}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t("signOut")}
        </MenuItem>
      </Menu>
    </>
  );
}
