import { Button } from 'antd';
import { useState } from 'react';
import { OPEN_HOUSE_LIMITS, rsvpSchema, type RsvpAnswer, type RsvpInput } from '@estate/domain';
import { prepareAppCheck } from '@/api/appCheck';
import { errorMessage } from '@/api/client';
import { NumberField } from '@/components/form/NumberField';
import { TextField } from '@/components/form/TextField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { useHydrated } from '@/components/useHydrated';
import { useSendRsvp } from '@/features/openHouses/api/sendRsvp';
import styles from './OpenHouses.module.css';

const FORM_ID = 'rsvp';

interface Props {
  openHouseId: string;
  /** An invited guest's link: their address is the invited one. */
  invitation?: { token: string; email: string; name?: string };
}

/**
 * The RSVP (docs/product/open-houses.md#open-houses): name, email, phone and party size. One key per reply,
 * kept across retries, so a reply sent twice counts once. The answer (going, or on the waitlist)
 * replaces the form and is announced.
 */
export function RsvpForm({ openHouseId, invitation }: Props) {
  const hydrated = useHydrated();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [answer, setAnswer] = useState<RsvpAnswer>();
  const send = useSendRsvp();
  const form = useSchemaForm<RsvpInput>(rsvpSchema, {
    name: invitation?.name ?? '',
    email: invitation?.email ?? '',
    phone: '',
    partySize: 1,
    ...(invitation ? { invitation: invitation.token } : {}),
  });
  const onSubmit = form.handleSubmit(async (rsvp) => {
    try {
      setAnswer(await send.mutateAsync({ openHouseId, rsvp, idempotencyKey }));
      setIdempotencyKey(crypto.randomUUID());
    } catch {
      // The failure is shown below; the same key goes with the next try.
    }
  });

  if (answer) {
    return (
      <p role="status" className={styles.notice}>
        {answer.message}
      </p>
    );
  }
  const { control } = form;
  return (
    <form onFocus={prepareAppCheck} onSubmit={onSubmit} noValidate aria-label="RSVP" className={styles.form}>
      <TextField control={control} name="name" label="Full Name" formId={FORM_ID} inputProps={{ autoComplete: 'name' }} />
      <TextField
        control={control}
        name="email"
        label="Email Address"
        formId={FORM_ID}
        inputProps={{ type: 'email', autoComplete: 'email', readOnly: Boolean(invitation) }}
      />
      <TextField control={control} name="phone" label="Phone Number" formId={FORM_ID} inputProps={{ type: 'tel', autoComplete: 'tel' }} />
      <NumberField
        control={control}
        name="partySize"
        label={`Party size (you included, up to ${OPEN_HOUSE_LIMITS.partySize})`}
        formId={FORM_ID}
        inputProps={{ inputMode: 'numeric' }}
      />
      <p className={styles.text}>
        By replying you agree that we contact you about this home. <a href="/privacy">How we use your details</a>.
      </p>
      {send.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(send.error, 'Your RSVP could not be sent. Please try again.')}
        </p>
      )}
      <Button type="primary" htmlType="submit" size="large" disabled={!hydrated || send.isPending}>
        {send.isPending ? 'Sending...' : 'RSVP'}
      </Button>
    </form>
  );
}
