import { formatPrice, VALUATION_RULES, type ShownFit } from '@estate/domain';
import { percent } from './valuationFigures';
import styles from './HomeValuation.module.css';

/** The rates this estimate was made with (docs/product/valuation.md#adjustments), in a sentence the owner can check. */
export function EstimateMethod({ fit }: { fit: ShownFit }) {
  const { method, sales, byAge, perSquareFoot, perBedroom, perBathroom, perYearOfAge } = fit;
  return (
    <section aria-labelledby="estimate-method-heading" className={styles.method}>
      <h3 id="estimate-method-heading" className={styles.subheading}>
        How this estimate was made
      </h3>
      {method === 'regression' ? (
        <p>
          Each sale’s price was adjusted at the rates fitted over {sales} sales around your home: {formatPrice(perSquareFoot)} a square foot
          of living area, {formatPrice(perBedroom)} a bedroom, {formatPrice(perBathroom)} a bathroom
          {byAge ? `, and ${formatPrice(perYearOfAge)} a year of age` : ', and nothing for age'}.
        </p>
      ) : (
        <p>
          Too few sales around your home to fit the rates: each sale’s living area was adjusted at the median price a square foot of the{' '}
          {sales} sales read, {formatPrice(perSquareFoot)}, and rooms and age not at all.
        </p>
      )}
      <p>
        Your home’s condition moves each price by {percent(VALUATION_RULES.conditionStep)} a step from Average. The value is the
        comparables’ adjusted prices averaged by weight: a sale weighs half as much {VALUATION_RULES.halfWeight.distanceKm} km away,{' '}
        {VALUATION_RULES.halfWeight.days} days after its sale, or adjusted by {percent(VALUATION_RULES.halfWeight.grossAdjustment)}.
      </p>
    </section>
  );
}
