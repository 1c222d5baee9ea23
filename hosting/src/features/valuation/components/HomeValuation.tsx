import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { valuationSubjectSchema, type AddressMatch } from '@estate/domain';
import { prepareAppCheck } from '@/api/appCheck';
import { errorMessage } from '@/api/client';
import buttonStyles from '@/components/button.module.css';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { useValuation } from '@/features/valuation/api/getValuation';
import { blankFacts, factsOfMatch, homeOf, type HomeFacts } from '@/features/valuation/homeFacts';
import { askedOf, useComparableChanges } from '@/features/valuation/useComparableChanges';
import { useSettledValue } from '@/features/valuation/useSettledValue';
import { AddressSearch } from './AddressSearch';
import { HomeFactsFields } from './HomeFactsFields';
import { HomeValueLeadForm } from './HomeValueLeadForm';
import { ValuationResult } from './ValuationResult';
import styles from './HomeValuation.module.css';

/** The facts stop changing this long before the estimate is asked for again. */
export const ESTIMATE_DEBOUNCE_MS = 400;

export const VALUATION_FAILURE = 'Failed to make the estimate. Please try again later.';

interface Props {
  /** The neighbourhood the page was opened for (`?neighborhood=`), if any. */
  neighborhood: string | null;
}

/**
 * /home-value's tool (docs/product/site.md#home-value): the address and the home's facts; the
 * estimate as soon as the facts are valid, kept on screen while the next one loads; the owner's
 * drops and adds; and the form that saves it as a seller lead.
 */
export default function HomeValuation({ neighborhood }: Props) {
  const form = useSchemaForm<HomeFacts>(valuationSubjectSchema, blankFacts(neighborhood));
  const [listingId, setListingId] = useState<string>();
  const facts = useWatch({ control: form.control });
  const asked = useSettledValue(askedOf(homeOf(facts), listingId), ESTIMATE_DEBOUNCE_MS);
  const changes = useComparableChanges(asked);
  const valuation = useValuation(changes.request);

  const chooseMatch = (match: AddressMatch) => {
    setListingId(match.id);
    form.reset(factsOfMatch(match, form.getValues('condition')));
  };
  // A home typed again is no longer the one matched: its listing and position go, its facts stay.
  const editAddress = () => {
    if (listingId === undefined) return;
    setListingId(undefined);
    form.setValue('Latitude', undefined);
    form.setValue('Longitude', undefined);
  };
  const onSubmit = form.handleSubmit(() => undefined);

  return (
    <div className={styles.layout}>
      <form onFocus={prepareAppCheck} onSubmit={onSubmit} noValidate aria-labelledby="home-facts-heading" className={styles.factsCard}>
        <h2 id="home-facts-heading" className={styles.heading}>
          Your home
        </h2>
        <AddressSearch onChoose={chooseMatch} onEdit={editAddress} />
        <HomeFactsFields control={form.control} />
        <button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.block} ${buttonStyles.large}`}>
          Show My Estimate
        </button>
      </form>
      <div className={styles.answer}>
        <section aria-labelledby="estimate-heading" aria-busy={valuation.isFetching} className={styles.estimate}>
          <h2 id="estimate-heading" className={styles.heading}>
            Your estimate
          </h2>
          {changes.request === undefined ? (
            <p className={styles.intro}>
              Give your home’s type, bedrooms, bathrooms, living area and neighborhood: the estimate shows here at once.
            </p>
          ) : valuation.isError ? (
            <p role="alert" className={styles.error}>
              {errorMessage(valuation.error, VALUATION_FAILURE)}
            </p>
          ) : valuation.data === undefined ? (
            <p role="status" className={styles.intro}>
              Finding the sales around your home…
            </p>
          ) : (
            <>
              {valuation.isPlaceholderData && (
                <p role="status" className={styles.updating}>
                  Updating the estimate…
                </p>
              )}
              <ValuationResult
                answer={valuation.data}
                condition={changes.request.home.condition}
                before={changes.before}
                changed={changes.request.drop.length + changes.request.add.length > 0}
                onRemove={changes.remove}
                onAdd={changes.add}
                onReset={changes.reset}
              />
            </>
          )}
        </section>
        {changes.request !== undefined && valuation.data !== undefined && <HomeValueLeadForm valuation={changes.request} />}
      </div>
    </div>
  );
}
