"use client";
import type { GridColDef, GridValidRowModel } from "@mui/x-data-grid";
import AppLink from "@/components/platform/ui/link";
import { useFormatter } from "next-intl";
import type { ReactNode } from "react";
import { cellContent } from "./card-content";
import styles from "./list-cards.module.css";

/**
 * The narrow layout of a list: one card per row, rendered on the server. The first of the key
 * columns is the card's title and opens the record; the others follow as labelled facts (status,
 * date, the one or two facts that matter), none cut off.
 */
export function ListCards<R extends GridValidRowModel>(props: {
  rows: R[];
  /** The key columns, the title first. */
  columns: GridColDef<R>[];
  ariaLabel: string;
  empty: ReactNode;
  loading: boolean;
  href?: (row: R) => string | undefined;
}) {
  const format = useFormatter();
  const number = (value: number) => format.number(value);
  const [title, ...facts] = props.columns;
  if (!props.rows.length) return <p className={styles.empty}>{props.empty}</p>;
  return (
    <ul
      aria-label={props.ariaLabel}
      aria-busy={props.loading || undefined}
      className={`${styles.cards} ${props.loading ? styles.loading : ""}`}
    >
      {props.rows.map((row) => {
        const href = props.href?.(row);
        const heading = cellContent(title, row, number);
        return (
          <li key={row.id} className={styles.card} data-list-card>
            <div className={styles.title}>
              {title.renderCell || !href ? heading : <AppLink href={href}>{heading}</AppLink>}
            </div>
            {facts.length ? (
              <dl className={styles.facts}>
                {facts.map((column) => {
                  const content = cellContent(column, row, number);
                  return content === null ? null : (
                    <div key={column.field} style={{ display: "contents" }}>
                      <dt>{column.headerName}</dt>
                      <dd>{content}</dd>
                    </div>
                  );
                })}
              </dl>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
