import Link from "@/components/platform/ui/link";
import { getFormatter, getTranslations } from "next-intl/server";
import type { Plan, PlanItem } from "@/lib/modules/operation/competence-matrix/dto";
import { switchesOrganization } from "@/lib/platform/http/organization-link";
import styles from "./competence-matrix.module.css";
import { StatusMark } from "./status-mark";

/**
 * The training plan: the months as links with their counts (what is outstanding already first),
 * then the chosen month's items by competence, each naming the member (a link to them) with their
 * status and date: a course can be booked for everyone of one competence at once.
 */
export async function TrainingPlanView({
  plan,
  month,
  monthHref,
  memberHref,
  ownOrganizationId,
}: {
  plan: Plan;
  /** The month shown: YYYY-MM or "outstanding". */
  month: string;
  monthHref: (month: string) => string;
  memberHref: (member: { id: string; organizationId: string }) => string;
  ownOrganizationId: string;
}) {
  const t = await getTranslations("competenceMatrix");
  const format = await getFormatter();
  // the middle of the month, so that no time zone moves it into the next or the one before
  const monthName = (key: string) =>
    format.dateTime(new Date(`${key}-15T12:00:00Z`), { month: "long", year: "numeric" });
  const choices = [
    { key: "outstanding", label: t("plan.outstanding"), count: plan.outstandingCount },
    ...plan.months.map((entry) => ({ key: entry.month, label: monthName(entry.month), count: entry.count })),
  ];
  const byCompetence = new Map<string, PlanItem[]>();
  for (const item of plan.items) {
    byCompetence.set(item.competence.id, [...(byCompetence.get(item.competence.id) ?? []), item]);
  }
  const dateText = (item: PlanItem) => {
    if (!item.dueDate) return t("dates.noDeadline");
    const date = format.dateTime(new Date(`${item.dueDate}T00:00:00Z`), "day");
    const kind = item.acquired ? (item.status === "OVERDUE" ? "expired" : "expires") : "deadline";
    return t(`dates.${kind}`, { date });
  };
  const shown = choices.find((choice) => choice.key === month);
  return (
    <section aria-labelledby="training-plan" className={styles.plan}>
      <h2 id="training-plan" className={styles.heading}>
        {t("plan.title")}
      </h2>
      <p className={styles.line}>{t("plan.intro")}</p>
      <nav aria-label={t("plan.months")} className={styles.months}>
        {choices.map((choice) => (
          <Link
            key={choice.key}
            href={monthHref(choice.key)}
            aria-current={choice.key === month ? "page" : undefined}
            className={choice.key === month ? styles.viewActive : styles.view}
          >
            {t("plan.monthCount", { month: choice.label, count: choice.count })}
          </Link>
        ))}
      </nav>
      <h3 className={styles.heading}>{shown ? shown.label : ""}</h3>
      {byCompetence.size === 0 ? (
        <p className={styles.line}>{t("plan.empty")}</p>
      ) : (
        [...byCompetence.values()].map((items) => {
          const { competence, organization } = items[0];
          // a competence is its organization's own: one below the active one is named with it
          const name =
            organization.id === ownOrganizationId ? competence.name : `${competence.name} (${organization.name})`;
          return (
            <div key={competence.id}>
              <h4 className={styles.competence}>{t("plan.competence", { name, count: items.length })}</h4>
              <ul className={styles.items}>
                {items.map((item) => {
                  const href = memberHref({ id: item.member.id, organizationId: item.organization.id });
                  return (
                    <li key={`${item.member.id}/${competence.id}`} className={styles.item} data-status={item.status}>
                      <span className={styles.itemText}>
                        {switchesOrganization(href) ? (
                          <a href={href}>{item.member.name}</a>
                        ) : (
                          <Link href={href}>{item.member.name}</Link>
                        )}
                        <span className={styles.sub}>{dateText(item)}</span>
                      </span>
                      <StatusMark status={item.status} label={t(`statuses.${item.status}`)} />
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })
      )}
    </section>
  );
}
