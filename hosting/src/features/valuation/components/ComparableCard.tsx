import { formatCalendarDay, formatNumber, formatPrice, type HomeCondition, type ShownComparable } from '@estate/domain';
import buttonStyles from '@/components/button.module.css';
import cardStyles from '@/components/card.module.css';
import { FallbackImage } from '@/components/FallbackImage';
import { IMAGE_SIZES } from '@/components/imageSizes';
import { percent, signedNumber, signedPrice } from './valuationFigures';
import styles from './HomeValuation.module.css';

interface Props {
  comparable: ShownComparable;
  /** The owner's condition, which moves every comparable's price (sales count as Average). */
  condition: HomeCondition;
  onRemove: () => void;
}

const ageText = (age: number | null) =>
  age === null ? 'not known' : age > 0 ? `${age} years older` : age < 0 ? `${-age} years newer` : 'the same age';

export const saleText = ({ ClosePrice, CloseDate }: ShownComparable) =>
  `Sold for ${formatPrice(ClosePrice)} on ${formatCalendarDay(CloseDate)}`;

export const distanceText = ({ distanceKm }: ShownComparable) => (distanceKm === null ? 'Distance not known' : `${distanceKm} km away`);

export const factsText = ({ propertyType, bedrooms, bathrooms, squareFeet, YearBuilt }: ShownComparable) =>
  [propertyType, `${bedrooms} bd`, `${bathrooms} ba`, `${formatNumber(squareFeet)} sq ft`, YearBuilt && `built ${YearBuilt}`]
    .filter(Boolean)
    .join(' · ');

/**
 * A comparable sale (docs/product/site.md#home-value): its photo or the fallback, address, sale,
 * distance, each difference from the home with what it adds to or takes from the price, the price
 * so adjusted and its share of the value; Remove re-asks the estimate without it.
 */
export function ComparableCard({ comparable, condition, onRemove }: Props) {
  const { address, photo, differences, adjustments, adjustedPrice, share } = comparable;
  const rows: [label: string, difference: string, adjustment: string][] = [
    ['Living area', `${signedNumber(differences.squareFeet)} sq ft`, signedPrice(adjustments.squareFeet)],
    ['Bedrooms', signedNumber(differences.bedrooms), signedPrice(adjustments.bedrooms)],
    ['Bathrooms', signedNumber(differences.bathrooms), signedPrice(adjustments.bathrooms)],
    ['Age', ageText(differences.age), signedPrice(adjustments.age)],
    ['Condition', condition, signedPrice(adjustments.condition)],
    ...(differences.LotSizeAcres === null
      ? []
      : [['Lot size', `${signedNumber(differences.LotSizeAcres)} acres`, 'not adjusted'] satisfies [string, string, string]]),
  ];
  return (
    <article className={`${cardStyles.frame} ${styles.card}`} aria-label={address}>
      <FallbackImage src={photo ?? ''} alt="" width={480} height={320} sizes={IMAGE_SIZES.card} className={cardStyles.image} />
      <div className={styles.cardBody}>
        <h4 className={styles.cardTitle}>{address}</h4>
        <p className={styles.cardSale}>{saleText(comparable)}</p>
        <p className={styles.cardFacts}>
          {factsText(comparable)}
          <br />
          {distanceText(comparable)}
        </p>
        <table className={styles.adjustments}>
          <caption>Your home against this sale</caption>
          <thead>
            <tr>
              <th scope="col">Fact</th>
              <th scope="col">Your home</th>
              <th scope="col">Adjustment</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, difference, adjustment]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{difference}</td>
                <td>{adjustment}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className={styles.cardTotals}>
          <div>
            <dt>Adjusted price</dt>
            <dd>{formatPrice(adjustedPrice)}</dd>
          </div>
          {share !== undefined && (
            <div>
              <dt>Share of the value</dt>
              <dd>{percent(share)}</dd>
            </div>
          )}
        </dl>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          onClick={onRemove}
          aria-label={`Remove ${address}`}
        >
          Remove
        </button>
      </div>
    </article>
  );
}
