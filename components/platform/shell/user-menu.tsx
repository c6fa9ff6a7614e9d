"use client";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import styles from "./shell.module.css";

// the menu itself (MUI Menu) loads when it is first wanted: pointing at or focusing the button
const loadAccountMenu = () => import("./account-menu");
const AccountMenu = dynamic(() => loadAccountMenu().then((module) => module.AccountMenu), { ssr: false });

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
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.iconButton}
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
        onPointerEnter={() => void loadAccountMenu()}
        onFocus={() => void loadAccountMenu()}
        aria-label={t("userMenu", { name })}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
      >
        {/* the initials are a picture of the name the label already says */}
        <span className={styles.avatar} aria-hidden="true">
          {initials(name)}
        </span>
      </button>
      {wanted ? <AccountMenu anchor={anchor} onClose={() => setAnchor(null)} name={name} email={email} /> : null}
    </>
  );
}
