"use client";
import dynamic from "next/dynamic";
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

/**
 * The account button. Its label comes from the server: formatting a message with an argument on the
 * client would set up the browser's number and date formats while the page hydrates.
 */
export function UserMenu({ name, email, label }: { name: string; email: string; label: string }) {
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
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
      >
        {/* the name comes from hidden text rather than aria-label: a label that does not contain the
            visible initials fails "label in name" for speech users */}
        <span className={styles.visuallyHidden}>{label}</span>
        <span className={styles.avatar} aria-hidden="true">
          {initials(name)}
        </span>
      </button>
      {wanted ? <AccountMenu anchor={anchor} onClose={() => setAnchor(null)} name={name} email={email} /> : null}
    </>
  );
}
