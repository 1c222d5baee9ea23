import { Button } from 'antd';
import { APP_CHECK_TEXTS, checkInSchema, formatOpenHouseClock, OPEN_HOUSE_TEXTS, type CheckInInput } from '@estate/domain';
import { prepareAppCheck } from '@/api/appCheck';
import { ApiRequestError, errorMessage } from '@/api/client';
import { SwitchField } from '@/components/form/SwitchField';
import { TextField } from '@/components/form/TextField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { useDoor } from '@/features/openHouses/api/getDoor';
import { useCheckInQueue } from '@/features/openHouses/useCheckInQueue';
import styles from './OpenHouses.module.css';

const FORM_ID = 'check-in';
const EMPTY: CheckInInput = { name: '', email: '', phone: '', workingWithAgent: false, followUpConsent: false };

const waiting = (count: number) => `${count} check-in${count === 1 ? '' : 's'} waiting to be sent`;

/**
 * docs/product/open-houses.md#open-houses: check-in at the door, on the host's tablet (signed in) or a visitor's
 * phone (the door's code from the QR). The form clears for the next visitor at once: each check-in
 * is kept on the device and sent when the connection allows.
 */
export function CheckInScreen({ openHouseId, door }: { openHouseId: string; door?: string }) {
  const heading = useDoor(openHouseId, door);
  const { pending, outcome, submit } = useCheckInQueue(openHouseId);
  const form = useSchemaForm<CheckInInput>(checkInSchema, { ...EMPTY, ...(door ? { door } : {}) });
  const onSubmit = form.handleSubmit(async (checkIn) => {
    form.reset({ ...EMPTY, ...(door ? { door } : {}) });
    await submit(checkIn);
  });

  if (heading.isPending) return <p role="status">Loading the open house…</p>;
  // Refused (no session, a door code not valid, cancelled); a lost connection still lets the form take check-ins.
  if (heading.error instanceof ApiRequestError) {
    return (
      <p role="alert" className={styles.error}>
        {errorMessage(heading.error, OPEN_HOUSE_TEXTS.doorRequired)}
      </p>
    );
  }
  const openHouse = heading.data;
  const { control } = form;
  return (
    <div>
      <h1 className={styles.title}>Welcome{openHouse ? ` to ${openHouse.listing.title}` : ''}</h1>
      {openHouse && <p className={styles.when}>{formatOpenHouseClock(openHouse.clock)}</p>}
      <p className={styles.text}>Please check in: the host will know you came, and we will only follow up if you agree.</p>
      <form onFocus={prepareAppCheck} onSubmit={onSubmit} noValidate aria-label="Check in" className={styles.form}>
        <TextField control={control} name="name" label="Full Name" formId={FORM_ID} inputProps={{ autoComplete: 'name' }} />
        <TextField
          control={control}
          name="email"
          label="Email Address"
          formId={FORM_ID}
          inputProps={{ type: 'email', autoComplete: 'email' }}
        />
        <TextField control={control} name="phone" label="Phone Number" formId={FORM_ID} inputProps={{ type: 'tel', autoComplete: 'tel' }} />
        <SwitchField control={control} name="workingWithAgent" label="I am working with an agent" formId={FORM_ID} />
        <SwitchField control={control} name="followUpConsent" label="You may follow up with me about this home" formId={FORM_ID} />
        <Button type="primary" htmlType="submit" size="large">
          Check in
        </Button>
      </form>
      <div aria-live="polite">
        {outcome?.kind === 'sent' && <p className={styles.notice}>{outcome.message}</p>}
        {outcome?.kind === 'kept' && pending > 0 && (
          <p className={styles.notice}>You&rsquo;re checked in on this device: it will be sent as soon as the connection returns.</p>
        )}
        {outcome?.kind === 'unconfirmed' && pending > 0 && (
          <p role="alert" className={styles.error}>
            {APP_CHECK_TEXTS.checkInKept}
          </p>
        )}
        {outcome?.kind === 'refused' && (
          <p role="alert" className={styles.error}>
            {outcome.message}
          </p>
        )}
        <p className={styles.text} data-testid="check-ins-waiting">
          {pending === 0 ? 'Every check-in is sent.' : waiting(pending)}
        </p>
      </div>
    </div>
  );
}
