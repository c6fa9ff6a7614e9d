import { getFormatter, getTranslations } from "next-intl/server";
import type { ChemicalDto } from "@/lib/modules/admin/chemicals/dto";
import type { ChemicalRegisterDto } from "@/lib/modules/chemicals/register/dto";
import printable from "@/components/platform/print/printable.module.css";
import styles from "./print-sheet.module.css";

type Part = { title: string; text: string | null; items?: { code: string; statement: string }[] };

function SheetPart({ part, missing }: { part: Part; missing: string }) {
  return (
    <section className={styles.part} aria-label={part.title}>
      <h2>{part.title}</h2>
      {part.items ? (
        <ul>
          {part.items.map((item) => (
            <li key={item.code}>
              <strong>{item.code}</strong> {item.statement}
            </li>
          ))}
        </ul>
      ) : (
        <p>{part.text ?? missing}</p>
      )}
    </section>
  );
}

/**
 * One printable A4 page about a registered chemical: the safety card (label, hazards, precautions,
 * storage, protective equipment and what to do in an emergency) or the whole workplace instruction.
 */
export async function PrintSheet({
  kind,
  chemical,
  product,
  organizationName,
}: {
  kind: "card" | "instruction";
  chemical: ChemicalRegisterDto;
  product: ChemicalDto;
  organizationName: string;
}) {
  const t = await getTranslations("chemicalRegister");
  const format = await getFormatter();
  const day = (date: string | Date) => format.dateTime(new Date(date), "day");
  const storageAreas = chemical.storageAreas.map((area) => area.name).join(", ");
  const storage = [
    chemical.storageClass && t("print.storageClass", { code: chemical.storageClass }),
    storageAreas && t("print.storedIn", { areas: storageAreas }),
  ]
    .filter(Boolean)
    .join("\n");
  const hazards = [...product.hazardStatements, ...product.euHazardStatements];
  const sheet = chemical.safetyDataSheet.lastRevisionDate;
  const parts: Part[] =
    kind === "card"
      ? [
          { title: t("print.hazards"), text: null, items: hazards },
          { title: t("print.precautions"), text: null, items: product.precautionaryStatements },
          { title: t("instruction.protection"), text: chemical.instructionProtection },
          { title: t("print.storage"), text: storage || null },
          { title: t("instruction.firstAid"), text: chemical.instructionFirstAid },
          { title: t("instruction.spills"), text: chemical.instructionSpills },
        ]
      : [
          { title: t("instruction.use"), text: chemical.instructionUse },
          { title: t("print.hazards"), text: null, items: hazards },
          { title: t("instruction.protection"), text: chemical.instructionProtection },
          { title: t("instruction.firstAid"), text: chemical.instructionFirstAid },
          { title: t("instruction.spills"), text: chemical.instructionSpills },
          { title: t("instruction.disposal"), text: chemical.instructionDisposal },
          { title: t("print.storage"), text: storage || null },
        ];
  return (
    <article className={printable.sheet} aria-label={t(kind === "card" ? "print.cardTitle" : "print.instructionTitle")}>
      <header className={styles.header}>
        <div>
          <p className={styles.kind}>{t(kind === "card" ? "print.cardTitle" : "print.instructionTitle")}</p>
          <h1 className={styles.title}>{chemical.name}</h1>
          <p className={styles.meta}>
            {[product.producer?.name, product.unNumber && `UN ${product.unNumber}`, chemical.purpose]
              .filter(Boolean)
              .join(" · ")}
          </p>
        </div>
        <div>
          <p className={styles.meta}>{organizationName}</p>
          <p className={styles.meta}>{sheet ? t("print.sds", { date: day(sheet) }) : t("print.sdsNone")}</p>
          <p className={styles.meta}>{t("print.printed", { date: day(new Date()) })}</p>
        </div>
      </header>
      <div className={styles.label}>
        {product.pictograms.map((pictogram) => (
          // eslint-disable-next-line @next/next/no-img-element -- the real GHS SVGs, printed as they are
          <img key={pictogram.code} src={pictogram.imageUrl} alt={pictogram.name} width={88} height={88} />
        ))}
        {product.signalWord !== "NORMAL" ? (
          <span className={styles.signal}>{t(`signalWords.${product.signalWord}`)}</span>
        ) : null}
      </div>
      <div className={styles.grid}>
        {parts.map((part) => (
          <SheetPart key={part.title} part={part} missing={t("instruction.missing")} />
        ))}
      </div>
      <p className={styles.emergency}>
        {t("print.emergency")}: {t("print.emergencyNumber")}
      </p>
    </article>
  );
}
