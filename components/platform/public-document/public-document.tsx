import "server-only";
import type { ReactNode } from "react";
import { sanitizeRichText } from "@/lib/platform/rich-text/sanitize";
import { PrintButton } from "./print-button";
import styles from "./public-document.module.css";

/**
 * The frame of a document published for anyone (a policy, a procedure): the organization's name and
 * logo, a print button, and plain HTML with a print stylesheet around whatever the module shows.
 */
export function PublicDocument({
  organization,
  logoSrc,
  printLabel,
  children,
}: {
  organization: string;
  /** The public address of the organization's logo, or null when it has none. */
  logoSrc: string | null;
  printLabel: string;
  children: ReactNode;
}) {
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        {logoSrc ? (
          // eslint-disable-next-line @next/next/no-img-element -- the organization's own uploaded logo, any size
          <img src={logoSrc} alt="" className={styles.logo} />
        ) : null}
        <p className={styles.organization}>{organization}</p>
        <PrintButton label={printLabel} />
      </header>
      {children}
    </main>
  );
}

/** The document itself: its title, a line of facts and its rich text, sanitised again before it is shown. */
export function PublicDocumentArticle({
  title,
  meta,
  content,
  lang,
}: {
  title: string;
  meta: ReactNode;
  content: string;
  lang?: string;
}) {
  return (
    <article lang={lang}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.meta}>{meta}</p>
      {/* sanitised on save and again here */}
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: sanitizeRichText(content) }} />
    </article>
  );
}

/** A quiet line beside the document, such as a language note or a link to another language. */
export function PublicDocumentNote({
  children,
  ...rest
}: {
  children: ReactNode;
  role?: string;
  "data-testid"?: string;
}) {
  return (
    <p className={styles.meta} {...rest}>
      {children}
    </p>
  );
}
