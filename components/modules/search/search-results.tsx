"use client";
import AppLink from "@/components/platform/ui/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { Segment } from "@/lib/modules/search/highlight";
import type { SearchAnswer, SearchHit } from "@/lib/modules/search/schema";
import { switchesOrganization } from "@/lib/platform/http/organization-link";
import styles from "./search.module.css";

/** Text with the words that matched marked. */
function Marked({ segments }: { segments: readonly Segment[] }) {
  return segments.map((segment, index) =>
    segment.match ? (
      <mark key={index} className={styles.mark}>
        {segment.text}
      </mark>
    ) : (
      segment.text
    ),
  );
}

/** A link to a hit: in another organization a whole page load, so that the shell is drawn for it. */
function HitLink({ hit, onOpen, children }: { hit: SearchHit; onOpen?: () => void; children: ReactNode }) {
  const props = { href: hit.href, className: styles.hit, "data-search-hit": "", onClick: onOpen };
  return switchesOrganization(hit.href) ? <a {...props}>{children}</a> : <AppLink {...props}>{children}</AppLink>;
}

export type SearchResultsProps = {
  answer: SearchAnswer;
  activeOrganizationId: string;
  /** Where a group's further hits are: the search screen for that kind; none there already. */
  moreHref?: (kind: string) => string;
  onOpen?: () => void;
};

/** The hits grouped by kind, each group with its count, each hit with the words that matched. */
export function SearchResults({ answer, activeOrganizationId, moreHref, onOpen }: SearchResultsProps) {
  const t = useTranslations("searchAll");
  const partial = answer.partial ? <p className={styles.note}>{t("partial")}</p> : null;
  if (!answer.groups.length) return partial ?? <p className={styles.note}>{t("nothingFound")}</p>;
  return (
    <div className={styles.groups}>
      {partial}
      {answer.groups.map((group) => (
        <section key={group.kind} className={styles.group} aria-label={t(`kinds.${group.kind}`)}>
          <h2 className={styles.kind}>
            {t(`kinds.${group.kind}`)}
            <span className={styles.count}>
              {group.total}
              {group.atLeast ? "+" : ""}
            </span>
          </h2>
          <ul className={styles.hits}>
            {group.hits.map((hit) => (
              <li key={hit.recordId}>
                <HitLink hit={hit} onOpen={onOpen}>
                  <span className={styles.title}>
                    <Marked segments={hit.marked.title} />
                    {hit.archived ? <span className={styles.tag}>{t("archivedTag")}</span> : null}
                  </span>
                  {hit.marked.detail ? (
                    <span className={styles.detail}>
                      <Marked segments={hit.marked.detail} />
                    </span>
                  ) : null}
                  {hit.marked.passage ? (
                    <span className={styles.passage}>
                      <Marked segments={hit.marked.passage} />
                    </span>
                  ) : null}
                  {hit.organization.id === activeOrganizationId ? null : (
                    <span className={styles.organization}>{hit.organization.name}</span>
                  )}
                </HitLink>
              </li>
            ))}
          </ul>
          {moreHref && (group.total > group.hits.length || group.atLeast) ? (
            <AppLink href={moreHref(group.kind)} className={styles.more} onClick={onOpen}>
              {t("moreOfKind")}
            </AppLink>
          ) : null}
        </section>
      ))}
    </div>
  );
}
