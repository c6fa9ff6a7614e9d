"use client";
// A screen whose server part failed (the database did not answer in time, say) shows this inside the
// shell, in the person's language, with a way to try again: the framework's own error document has
// neither the menu nor a word of Danish.
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { startTransition, useEffect } from "react";
import { PageHeader } from "@/components/platform/ui/page-header";
import { PlainButton } from "@/components/platform/ui/plain-button";
import { Notice } from "@/components/platform/ui/notice";

export default function ScreenError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("screenError");
  const router = useRouter();
  // a failure on the server is tried again by asking the server again, not by re-rendering its answer
  const retry = () =>
    startTransition(() => {
      router.refresh();
      reset();
    });
  useEffect(() => console.error(error), [error]);
  return (
    <>
      <PageHeader title={t("title")} />
      <Notice
        action={
          <PlainButton variant="outlined" onClick={retry}>
            {t("retry")}
          </PlainButton>
        }
      >
        {t("text")}
        {error.digest ? ` ${t("reference", { digest: error.digest })}` : null}
      </Notice>
    </>
  );
}
