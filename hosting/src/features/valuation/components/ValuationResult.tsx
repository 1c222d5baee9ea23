import { Link } from 'react-router-dom';
import { VALUATION_RULES, VALUATION_TEXTS, type HomeCondition, type ValuationAnswer } from '@estate/domain';
import buttonStyles from '@/components/button.module.css';
import type { EstimateBefore } from '@/features/valuation/useComparableChanges';
import { ComparableCard } from './ComparableCard';
import { EstimateMethod } from './EstimateMethod';
import { EstimateSummary } from './EstimateSummary';
import { OfferedSale } from './OfferedSale';
import styles from './HomeValuation.module.css';

interface Props {
  answer: ValuationAnswer;
  condition: HomeCondition;
  before: EstimateBefore | undefined;
  /** Whether the owner has dropped or added any sale: a too-few answer may be theirs to undo. */
  changed: boolean;
  onRemove: (id: string, shown: EstimateBefore) => void;
  onAdd: (id: string, shown: EstimateBefore) => void;
  onReset: () => void;
}

const REFUSED = {
  full: `An estimate takes at most ${VALUATION_RULES.maxComparables} sales: remove one before adding another.`,
  notCandidate: 'A sale you added is no longer comparable with your home.',
} as const;

/** What the estimate says (docs/product/site.md#home-value): the range and its sales, or why there is none. */
export function ValuationResult({ answer, condition, before, changed, onRemove, onAdd, onReset }: Props) {
  if (answer.kind !== 'estimate') {
    return (
      <div className={styles.noEstimate} aria-live="polite">
        <p>{answer.kind === 'tooFew' ? VALUATION_TEXTS.tooFew : VALUATION_TEXTS.optedOut}</p>
        <div className={styles.actions}>
          <Link to="/contact" className={`${buttonStyles.button} ${buttonStyles.primary}`}>
            Talk to an Agent
          </Link>
          {answer.kind === 'tooFew' && changed && (
            <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={onReset}>
              Put back the sales you removed
            </button>
          )}
        </div>
      </div>
    );
  }
  const full = answer.comparables.length >= VALUATION_RULES.maxComparables;
  const refusals = [...new Set(answer.refused.map(({ reason }) => reason))];
  return (
    <>
      <EstimateSummary estimate={answer} before={before} />
      {refusals.map((reason) => (
        <p key={reason} role="alert" className={styles.error}>
          {REFUSED[reason]}
        </p>
      ))}
      <section aria-labelledby="comparables-heading">
        <h3 id="comparables-heading" className={styles.subheading}>
          The {answer.comparables.length} sales it came from
        </h3>
        <ul className={styles.cards}>
          {answer.comparables.map((comparable) => (
            <li key={comparable.id}>
              <ComparableCard comparable={comparable} condition={condition} onRemove={() => onRemove(comparable.id, answer)} />
            </li>
          ))}
        </ul>
      </section>
      {answer.others.length > 0 && (
        <section aria-labelledby="offered-heading">
          <h3 id="offered-heading" className={styles.subheading}>
            Other sales you may add
          </h3>
          {full && <p className={styles.intro}>{REFUSED.full}</p>}
          <ul className={styles.offers}>
            {answer.others.map((sale) => (
              <OfferedSale key={sale.id} sale={sale} full={full} onAdd={() => onAdd(sale.id, answer)} />
            ))}
          </ul>
        </section>
      )}
      <EstimateMethod fit={answer.fit} />
    </>
  );
}
