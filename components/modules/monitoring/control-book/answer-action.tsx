"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import { useForm, type Path, type Resolver } from "react-hook-form";
import { z } from "zod";
import { nullable } from "@/lib/platform/fields/fields";
import { announceRecordChange } from "@/lib/platform/client/record-changes";
import { correctiveActionSchema } from "@/lib/modules/planning/action-plan/schema";
import type { AnswerAddition } from "@/components/modules/evaluation/questionnaires/question-card";
import { CorrectiveActionFields } from "@/components/modules/planning/action-plan/corrective-action-fields";

const schema = z.object({ correctiveAction: nullable(correctiveActionSchema) });
type Values = z.input<typeof schema>;

/**
 * "Raise an action" on an inspection's answer that falls short: the corrective action's title,
 * responsible member and due date, checked here in the person's language and sent with the answer,
 * so that both are saved in one step. The page's form messages come from `useZodLanguage`, which
 * the questions' section sets up once.
 */
export function useAnswerAction(organizationId: string): AnswerAddition {
  const t = useTranslations("controlBook.answers");
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Values, unknown, z.output<typeof schema>>,
    defaultValues: { correctiveAction: null },
  });
  const sent = useRef(false);
  return {
    fields: <CorrectiveActionFields form={form} organizationId={organizationId} label={t("raiseAction")} />,
    collect: async () => {
      if (!(await form.trigger())) return null;
      const { correctiveAction } = form.getValues();
      sent.current = !!correctiveAction;
      return { correctiveAction: correctiveAction ?? null };
    },
    refused: (fields) => {
      for (const [field, message] of Object.entries(fields)) {
        if (field.startsWith("correctiveAction")) form.setError(field as Path<Values>, { type: "server", message });
      }
    },
    saved: () => {
      if (!sent.current) return undefined;
      sent.current = false;
      form.reset({ correctiveAction: null });
      announceRecordChange("action");
      return t("actionSaved");
    },
  };
}
