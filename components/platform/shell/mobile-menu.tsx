"use client";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { ShellIcon } from "./icons";
import styles from "./shell.module.css";

// the theme's md breakpoint: from there on the menu is a column beside the page
const WIDE_SCREEN = "(min-width: 900px)";

/**
 * The menu on small screens: a button that opens a modal <dialog> sliding in from the left. The
 * browser traps focus in it, closes it with Escape and gives focus back to the button. Following a
 * link, tapping outside and widening the window past md close it too. The contents come from the
 * server and enter the page when the drawer first opens, so that the page hydrates without them.
 */
export function MobileMenu(props: { openLabel: string; closeLabel: string; title: string; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const pathname = usePathname();
  const [wanted, setWanted] = useState(false);
  const close = () => dialog.current?.close();
  const open = () => {
    setWanted(true);
    dialog.current?.showModal();
  };

  useEffect(close, [pathname]);
  useEffect(() => {
    const query = window.matchMedia(WIDE_SCREEN);
    const onChange = () => query.matches && close();
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as Element;
    // the dialog itself is hit only on its backdrop: its body fills it
    if (target === dialog.current || target.closest("a[href]")) close();
  };

  return (
    <>
      <button
        type="button"
        className={`${styles.iconButton} ${styles.menuButton}`}
        aria-label={props.openLabel}
        aria-haspopup="dialog"
        onClick={open}
      >
        <ShellIcon name="menu" className={styles.icon} />
      </button>
      <dialog ref={dialog} className={styles.drawer} aria-label={props.title} onClick={onClick}>
        <div className={styles.drawerBody}>
          <div className={styles.drawerHeader}>
            <button type="button" className={styles.iconButton} aria-label={props.closeLabel} onClick={close}>
              <ShellIcon name="close" className={styles.icon} />
            </button>
          </div>
          {wanted ? props.children : null}
        </div>
      </dialog>
    </>
  );
}
