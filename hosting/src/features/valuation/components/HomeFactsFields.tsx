import { HOME_CONDITIONS, NEIGHBORHOOD_NAMES, VALUED_PROPERTY_TYPES } from '@estate/domain';
import type { Control } from 'react-hook-form';
import { NativeSelectField } from '@/components/form/NativeSelectField';
import { NativeTextField } from '@/components/form/NativeTextField';
import type { HomeFacts } from '@/features/valuation/homeFacts';
import styles from './HomeValuation.module.css';

const FORM_ID = 'home-facts';
const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The home's facts (docs/product/site.md#home-value), each refused with the schema's own message. */
export function HomeFactsFields({ control }: { control: Control<HomeFacts> }) {
  return (
    <div className={styles.facts}>
      <div className={styles.wide}>
        <NativeSelectField
          control={control}
          name="propertyType"
          label="Property type"
          formId={FORM_ID}
          options={options(VALUED_PROPERTY_TYPES)}
          placeholder="Select the type"
        />
      </div>
      <NativeTextField control={control} name="bedrooms" label="Bedrooms" formId={FORM_ID} type="number" inputMode="numeric" />
      <NativeTextField control={control} name="bathrooms" label="Bathrooms" formId={FORM_ID} type="number" inputMode="decimal" step={0.5} />
      <NativeTextField control={control} name="squareFeet" label="Living area (sq ft)" formId={FORM_ID} type="number" inputMode="numeric" />
      <NativeTextField
        control={control}
        name="LotSizeAcres"
        label="Lot size (acres, optional)"
        formId={FORM_ID}
        type="number"
        inputMode="decimal"
        step="any"
      />
      <NativeTextField
        control={control}
        name="YearBuilt"
        label="Year built (optional)"
        formId={FORM_ID}
        type="number"
        inputMode="numeric"
      />
      <NativeSelectField control={control} name="condition" label="Condition" formId={FORM_ID} options={options(HOME_CONDITIONS)} />
      <div className={styles.wide}>
        <NativeSelectField
          control={control}
          name="neighborhood"
          label="Neighborhood"
          formId={FORM_ID}
          options={options(NEIGHBORHOOD_NAMES)}
          placeholder="Select a neighborhood"
        />
      </div>
    </div>
  );
}
