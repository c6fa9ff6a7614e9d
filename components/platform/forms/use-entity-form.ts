"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { useToast } from "@/components/platform/feedback/toast-provider";
import { ApiClientError } from "@/lib/platform/client/api-client";
import { onGuardEntry, useUnsavedChangesWarning } from "./use-unsaved-changes-warning";
import { useZodLanguage } from "@/components/platform/forms/use-zod-language";
import { formFailureOf } from "./form-failure";

type Options<In extends FieldValues, Out, R> = {
  schema: z.ZodType<Out, In>;
  defaultValues: DefaultValues<In>;
  /** Sends the values as the user entered them; the API applies the same schema again. */
  save: (values: In) => Promise<R>;
  /** The toast's detail after saving. */
  successMessage: (values: In) => string;
  /** Changes the form does not hold itself (such as documents) that should also warn before leaving. */
  alsoDirty?: boolean;
  /** Where to go after saving; without it the page refreshes in place. */
  afterSave?: (result: R) => string | void;
};

/**
 * THE form pattern: react-hook-form with the same zod schema the API uses, server field errors
 * mapped onto the fields, a stale-update notice on 409 (a taken value marks its field instead), an
 * unsaved-changes warning, and after a successful save a toast and a refresh of the server-rendered
 * data.
 */
export function useEntityForm<In extends FieldValues, Out, R>(options: Options<In, Out, R>) {
  const router = useRouter();
  const toast = useToast();
  const t = useTranslations("forms");
  const [stale, setStale] = useState(false);
  useZodLanguage();
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(options.schema as never) as unknown as Resolver<In, unknown, Out>,
    defaultValues: options.defaultValues,
  });
  useUnsavedChangesWarning((form.formState.isDirty || !!options.alsoDirty) && !form.formState.isSubmitting);

  const submit = form.handleSubmit(async () => {
    setStale(false);
    const values = form.getValues();
    try {
      const result = await options.save(values);
      form.reset(form.getValues());
      const next = options.afterSave?.(result) || undefined;
      toast.success(options.successMessage(values), { path: next });
      // from the unsaved-changes guard's entry, moving on takes its place instead of adding one
      // after it, or Back from the next page would need a second press to leave the form
      if (next && onGuardEntry()) router.replace(next);
      else if (next) router.push(next);
      router.refresh();
    } catch (error) {
      if (!(error instanceof ApiClientError)) throw error;
      const failure = formFailureOf(error, t);
      if (!failure) return;
      setStale(failure.stale);
      Object.entries(failure.fields).forEach(([field, message], index) => {
        // the first marked field takes the focus, so the person lands where the fix is
        form.setError(field as Path<In>, { type: "server", message }, { shouldFocus: index === 0 });
      });
      if (failure.summary) toast.error(t(failure.summary));
    }
  });

  return { form, submit, stale, saving: form.formState.isSubmitting };
}
