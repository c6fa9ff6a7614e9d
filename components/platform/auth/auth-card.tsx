import type { ReactNode } from "react";
import styles from "./auth-card.module.css";

/**
 * The centred card of the public pages (sign-in, reset password, errors). Plain HTML: the root
 * not-found page, which every screen's payload carries, loads no component code through it.
 */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <main className={styles.main}>
      <div className={styles.card}>
        <div className={styles.heading}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG needs no image optimisation */}
          <img src="/icon.svg" alt="" className={styles.logo} />
          <h1 className={styles.title}>{title}</h1>
        </div>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {children}
      </div>
    </main>
  );
}
