import {
  agencyClockTime,
  OPEN_HOUSE_TYPE_LABELS,
  OPEN_HOUSE_TYPES,
  openHouseCreateSchema,
  type OpenHouse,
  type OpenHouseCreateInput,
} from '@estate/domain';
import type { ObjectSchema } from 'yup';
import { errorMessage } from '@/api/client';
import { NumberField } from '@/components/form/NumberField';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { useToast } from '@/components/toasts';
import { staffOption, useStaff } from '@/features/staff';
import { FormDialog } from '@/features/uploads';
import { useCreateOpenHouse } from '@/features/openHouses/dashboard/api/createOpenHouse';
import { useSchedulableListings } from '@/features/openHouses/dashboard/api/getSchedulableListings';
import { useUpdateOpenHouse } from '@/features/openHouses/dashboard/api/updateOpenHouse';
import styles from './OpenHouseAdmin.module.css';

const FORM_ID = 'open-house';
const TYPE_OPTIONS = OPEN_HOUSE_TYPES.map((type) => ({ value: type, label: OPEN_HOUSE_TYPE_LABELS[type] }));

const valuesOf = (openHouse: OpenHouse): OpenHouseCreateInput => ({
  ListingKey: openHouse.ListingKey,
  OpenHouseDate: openHouse.OpenHouseDate,
  OpenHouseStartTime: agencyClockTime(openHouse.OpenHouseStartTime),
  OpenHouseEndTime: agencyClockTime(openHouse.OpenHouseEndTime),
  OpenHouseType: openHouse.OpenHouseType,
  OpenHouseRemarks: openHouse.OpenHouseRemarks ?? '',
  ShowingAgentKey: openHouse.ShowingAgentKey,
  capacity: openHouse.capacity ?? null,
});

const BLANK: OpenHouseCreateInput = {
  ListingKey: '',
  OpenHouseDate: '',
  OpenHouseStartTime: '13:00',
  OpenHouseEndTime: '15:00',
  OpenHouseType: 'Public',
  OpenHouseRemarks: '',
  ShowingAgentKey: '',
  capacity: null,
};

/**
 * Schedule or change an open house (docs/product/open-houses.md#open-houses): the listing (an agent's own, on
 * the market), the day and hours in Cincinnati time, the type, remarks, the host (the listing's agent
 * when left empty) and an optional capacity. A change is emailed to its guests.
 */
export function OpenHouseDialog({ editing, onClose }: { editing?: OpenHouse; onClose: () => void }) {
  const listings = useSchedulableListings();
  const staff = useStaff();
  const toast = useToast();
  const create = useCreateOpenHouse();
  const update = useUpdateOpenHouse();
  const form = useSchemaForm<OpenHouseCreateInput>(
    openHouseCreateSchema as ObjectSchema<OpenHouseCreateInput>,
    editing ? valuesOf(editing) : BLANK,
  );
  const listingOptions = (listings.data ?? []).map((listing) => ({ value: listing.id, label: `${listing.title} - ${listing.address}` }));

  const onSubmit = form.handleSubmit(async ({ ListingKey, ...change }) => {
    try {
      if (editing) await update.mutateAsync({ id: editing.OpenHouseKey, input: change });
      else await create.mutateAsync({ ListingKey, ...change });
      toast.success({
        title: editing ? 'Open house changed' : 'Open house scheduled',
        description: editing ? 'Its guests are told by email.' : '',
      });
      onClose();
    } catch (error) {
      toast.error({ title: 'The open house was not saved', description: errorMessage(error, 'Please try again.') });
    }
  });

  const { control } = form;
  return (
    <FormDialog
      open
      title={editing ? 'Change the open house' : 'Schedule an open house'}
      formId={FORM_ID}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      submitting={form.formState.isSubmitting}
      submitLabel={editing ? 'Save Changes' : 'Schedule'}
      pendingLabel="Saving..."
    >
      <div className={styles.form}>
        {!editing && (
          <SelectField
            control={control}
            name="ListingKey"
            label="Listing"
            formId={FORM_ID}
            options={listingOptions}
            placeholder="Choose the listing"
          />
        )}
        <TextField control={control} name="OpenHouseDate" label="Date" formId={FORM_ID} inputProps={{ type: 'date' }} />
        <TextField
          control={control}
          name="OpenHouseStartTime"
          label="Starts (Cincinnati time)"
          formId={FORM_ID}
          inputProps={{ type: 'time' }}
        />
        <TextField
          control={control}
          name="OpenHouseEndTime"
          label="Ends (Cincinnati time)"
          formId={FORM_ID}
          inputProps={{ type: 'time' }}
        />
        <SelectField control={control} name="OpenHouseType" label="Type" formId={FORM_ID} options={TYPE_OPTIONS} />
        <TextField control={control} name="OpenHouseRemarks" label="Remarks (Optional)" formId={FORM_ID} multiline rows={3} />
        <SelectField
          control={control}
          name="ShowingAgentKey"
          label="Host (Optional: the listing's agent)"
          formId={FORM_ID}
          options={(staff.data ?? []).map(staffOption)}
          allowClear
        />
        <NumberField control={control} name="capacity" label="Capacity in people (Optional)" formId={FORM_ID} />
      </div>
    </FormDialog>
  );
}
