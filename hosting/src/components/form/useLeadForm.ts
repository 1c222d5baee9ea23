import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { ObjectSchema } from 'yup';
import { HONEYPOT_FIELD, type SubmittableLeadSource } from '@estate/domain';
import { ApiRequestError, isAppCheckRefused } from '@/api/client';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { useToast } from '@/components/toasts';

/** What a lead form sends: its payload, and the key that makes a retry answer the first lead instead of storing a second. */
export interface LeadSendVariables {
  payload: Record<string, unknown>;
  idempotencyKey: string;
}

export interface Toast {
  title: string;
  description: string;
}

interface LeadFormOptions<Values extends FieldValues> {
  schema: ObjectSchema<Values>;
  /** The lead's source, sent with the payload; none where the route names it (the showing form's). */
  source?: SubmittableLeadSource;
  /** Where the lead goes: POST /api/leads (features/leads), or the form's own route (the showing form's POST /api/showings). */
  send: (variables: LeadSendVariables) => Promise<void>;
  defaultValues: DefaultValues<Values>;
  /** docs/product/leads.md#lead-forms: what the form sends besides `source` (defaults to the values as they are). */
  toPayload?: (values: Values) => Record<string, unknown>;
  success: Toast;
  failure: Toast;
  onSuccess?: () => void;
  /** After the failure toast: the form may say more where it applies (a showing slot just taken). */
  onFailure?: (error: unknown) => void;
}

/**
 * Why the last send failed, when the form says more than its toast: the server or the connection
 * failed (docs/product/api.md#outages), or App Check could not confirm the request came from the site
 * (docs/product/leads.md#app-check). Either way what was typed is kept, and the next try sends it again.
 */
export type LeadSendFailure = 'interrupted' | 'unconfirmed';

/**
 * Every lead form of docs/product/leads.md#lead-forms: validation on submit then on change, focus on the first
 * invalid field, one idempotency key per lead (kept across retries of the same lead, renewed after
 * success and when what is sent changed: the server answers a key reused for another lead 409),
 * the honeypot, the toasts of docs/product/leads.md#lead-forms, and a reset after success. When the
 * send was interrupted or unconfirmed, `sendFailure` says so until the next try, which resends the
 * same lead with the same key.
 */
export function useLeadForm<Values extends FieldValues>({
  schema,
  source,
  send,
  defaultValues,
  toPayload,
  success,
  failure,
  onSuccess,
  onFailure,
}: LeadFormOptions<Values>) {
  const form = useSchemaForm<Values>(schema, defaultValues);
  const notification = useToast();
  const sending = useMutation({ mutationFn: send });
  // The key and the lead last sent with it: a retry of that lead keeps the key, a changed lead gets a new one.
  const [attempt, setAttempt] = useState<{ key: string; sent?: string }>(() => ({ key: crypto.randomUUID() }));
  const [sendFailure, setSendFailure] = useState<LeadSendFailure>();

  const onSubmit = form.handleSubmit(async (values, event) => {
    const payload = {
      ...(toPayload ? toPayload(values) : values),
      ...(source ? { source } : {}),
      [HONEYPOT_FIELD]: honeypotValue(event?.target),
    };
    setSendFailure(undefined);
    const sent = JSON.stringify(payload);
    const idempotencyKey = attempt.sent !== undefined && attempt.sent !== sent ? crypto.randomUUID() : attempt.key;
    setAttempt({ key: idempotencyKey, sent });
    try {
      await sending.mutateAsync({ payload, idempotencyKey });
    } catch (error) {
      notification.error({ title: failure.title, description: failure.description });
      setSendFailure(failureOf(error));
      onFailure?.(error);
      return;
    }
    setAttempt({ key: crypto.randomUUID() });
    form.reset(defaultValues);
    notification.success({ title: success.title, description: success.description });
    onSuccess?.();
  });

  return { form, onSubmit, submitting: sending.isPending, sendFailure };
}

/**
 * The server or the connection failed rather than the lead (a 503 while a service is down, a
 * gateway's 502/504, no answer at all): sending the same lead again will work, and stores it once.
 * App Check's refusal: another try asks for a fresh token.
 */
function failureOf(error: unknown): LeadSendFailure | undefined {
  if (isAppCheckRefused(error)) return 'unconfirmed';
  return !(error instanceof ApiRequestError) || [502, 503, 504].includes(error.status) ? 'interrupted' : undefined;
}

/** What a bot typed into the hidden HoneypotField of the submitted form. */
function honeypotValue(target: EventTarget | null | undefined): string {
  return target instanceof HTMLFormElement ? String(new FormData(target).get(HONEYPOT_FIELD) ?? '') : '';
}
