import { Suspense, lazy } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { NumberField } from '@/components/form/NumberField';
import { OptionalPartBoundary } from '@/components/OptionalPartBoundary';
import type { PropertyFormValues } from '@/features/listings/dashboard/propertyDialogTarget';
import { PLACE_TEXTS } from './placeTexts';
import styles from './ListingPlace.module.css';

/** maplibre-gl and the map, a chunk of their own, asked for when the section first renders. */
const ListingPlaceMap = lazy(() => import('./ListingPlaceMap'));

/** A ten-thousandth of a degree: about ten metres, a house's width. */
const COORDINATE_STEP = 0.0001;

interface Props {
  control: Control<PropertyFormValues>;
  formId: string;
  /** Sets both coordinates, as a click on the map or a dragged pin does. */
  onPlace: (latitude: number, longitude: number) => void;
  /** An edited listing without coordinates (stored before they existed) says so. */
  editing: boolean;
}

/**
 * docs/product/dashboard.md#properties-tab: where the listing is. The two inputs are the way in by
 * keyboard and screen reader; the map beside them is an enhancement, a click or a dragged pin.
 */
export function ListingPlaceField({ control, formId, onPlace, editing }: Props) {
  const [latitude, longitude] = useWatch({ control, name: ['Latitude', 'Longitude'] });
  const number = (value: unknown) => (typeof value === 'number' ? value : undefined);
  return (
    <section className={styles.place} aria-labelledby={`${formId}-place-heading`}>
      <h3 id={`${formId}-place-heading`} className={styles.heading}>
        {PLACE_TEXTS.heading}
      </h3>
      <p className={styles.help}>{PLACE_TEXTS.help}</p>
      {editing && number(latitude) === undefined && number(longitude) === undefined && (
        <p className={styles.unplaced} role="status">
          {PLACE_TEXTS.unplaced}
        </p>
      )}
      <div className={styles.inputs}>
        <NumberField control={control} name="Latitude" label="Latitude" formId={formId} step={COORDINATE_STEP} placeholder="39.1365" />
        <NumberField control={control} name="Longitude" label="Longitude" formId={formId} step={COORDINATE_STEP} placeholder="-84.4421" />
      </div>
      {/* Without the map (its chunk failed, or no WebGL here) the inputs still place the listing. */}
      <OptionalPartBoundary name="The listing's map">
        <Suspense fallback={<div className={styles.map} />}>
          <ListingPlaceMap latitude={number(latitude)} longitude={number(longitude)} onPlace={onPlace} />
        </Suspense>
      </OptionalPartBoundary>
    </section>
  );
}
