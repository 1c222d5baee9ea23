import type { Control } from 'react-hook-form';
import {
  formatCalendarDay,
  INPUT_STEPS,
  LISTING_VISIBILITIES,
  LISTING_VISIBILITY_LABELS,
  NEIGHBORHOOD_NAMES,
  PROPERTY_TYPES,
  type StandardStatus,
} from '@estate/domain';
import { DatePickerField } from '@/components/form/DatePickerField';
import { NumberField } from '@/components/form/NumberField';
import { SelectField } from '@/components/form/SelectField';
import { SwitchField } from '@/components/form/SwitchField';
import { TextField } from '@/components/form/TextField';
import { staffOption, useStaff } from '@/features/staff';
import { ListingPhotosField } from './ListingPhotosField';
import type { PropertyFormValues } from '@/features/listings/dashboard/propertyDialogTarget';
import { NEW_LISTING_STATUS_OPTIONS, SHOW_SOLD_PRICE_HELP, statusText } from '@/features/listings/dashboard/listingStatusText';
import { HelpedSwitchField } from './lifecycle/HelpedSwitchField';
import { ListingPlaceField } from './place/ListingPlaceField';
import styles from './PropertyFields.module.css';

const neighborhoodOptions = NEIGHBORHOOD_NAMES.map((name) => ({ value: name, label: name }));
const propertyTypeOptions = PROPERTY_TYPES.map((type) => ({ value: type, label: type }));
const visibilityOptions = LISTING_VISIBILITIES.map((visibility) => ({ value: visibility, label: LISTING_VISIBILITY_LABELS[visibility] }));

interface Props {
  control: Control<PropertyFormValues>;
  formId: string;
  onUploadingChange: (uploading: boolean) => void;
  /** Sets the coordinates from the map. */
  onPlace: (latitude: number, longitude: number) => void;
  /**
   * A new listing chooses its first status and its listing date; an edited one shows them, as
   * they change only through its status moves and history corrections.
   */
  lifecycle: { mode: 'create' } | { mode: 'edit'; status: StandardStatus; listingDate: string | undefined };
}

/** Every field of a listing (docs/product/reference.md#entities and docs/product/dashboard.md#properties-tab), in the order the first invalid one gets focus. */
export function PropertyFields({ control, formId, onUploadingChange, onPlace, lifecycle }: Props) {
  const { data: staff = [] } = useStaff();
  return (
    <>
      {lifecycle.mode === 'create' ? (
        <div className={styles.row}>
          <SelectField control={control} name="StandardStatus" label="Status" formId={formId} options={NEW_LISTING_STATUS_OPTIONS} />
          <DatePickerField control={control} name="ListingContractDate" label="Listing date" formId={formId} />
        </div>
      ) : (
        <div className={styles.lifecycle}>
          <dl className={styles.lifecycleFacts}>
            <div>
              <dt>Status</dt>
              <dd>{statusText(lifecycle.status)}</dd>
            </div>
            <div>
              <dt>Listing date</dt>
              <dd>{lifecycle.listingDate ? formatCalendarDay(lifecycle.listingDate) : '—'}</dd>
            </div>
          </dl>
          <p className={styles.lifecycleNote}>The status changes with Change status; the listing date with a correction in History.</p>
        </div>
      )}
      <TextField control={control} name="title" label="Title" formId={formId} />
      <TextField control={control} name="address" label="Address" formId={formId} />
      <SelectField
        control={control}
        name="neighborhood"
        label="Neighborhood"
        formId={formId}
        options={neighborhoodOptions}
        placeholder="Select a neighborhood"
      />
      <ListingPlaceField control={control} formId={formId} onPlace={onPlace} editing={lifecycle.mode === 'edit'} />
      <NumberField control={control} name="price" label="Price" formId={formId} step={INPUT_STEPS.price} prefix="$" />
      <div className={styles.row}>
        <NumberField control={control} name="bedrooms" label="Bedrooms" formId={formId} step={1} />
        <NumberField control={control} name="bathrooms" label="Bathrooms" formId={formId} step={INPUT_STEPS.bathrooms} />
        <NumberField control={control} name="squareFeet" label="Square Feet" formId={formId} step={INPUT_STEPS.squareFeet} />
      </div>
      <TextField control={control} name="description" label="Description" formId={formId} multiline rows={4} />
      <SelectField
        control={control}
        name="propertyType"
        label="Property Type"
        formId={formId}
        options={propertyTypeOptions}
        placeholder="Select a property type"
      />
      <ListingPhotosField control={control} formId={formId} onUploadingChange={onUploadingChange} />
      <div className={styles.row}>
        <SwitchField control={control} name="isFeatured" label="Featured" formId={formId} />
        <SwitchField control={control} name="isNewListing" label="New Listing" formId={formId} />
      </div>
      <HelpedSwitchField control={control} name="showSoldPrice" label="Show sold price" help={SHOW_SOLD_PRICE_HELP} formId={formId} />
      {/* docs/product/private-collection.md#private-collection: who sees it, and who answers its access requests. */}
      <div className={styles.row}>
        <SelectField control={control} name="visibility" label="Visibility" formId={formId} options={visibilityOptions} />
        <SelectField
          control={control}
          name="ListAgentKey"
          label="Listing agent"
          formId={formId}
          options={staff.map(staffOption)}
          placeholder={lifecycle.mode === 'create' ? 'You, who list it' : 'None: requests go to the lead alert recipients'}
        />
      </div>
      {/* docs/product/showings.md#showings: whose showing hours the showing form offers, and who confirms the bookings. */}
      <SelectField
        control={control}
        name="ShowingAgentKey"
        label="Showing agent"
        formId={formId}
        options={staff.map(staffOption)}
        placeholder="The listing agent"
        allowClear
      />
    </>
  );
}
