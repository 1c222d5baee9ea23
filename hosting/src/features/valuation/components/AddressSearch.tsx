import { useId, useState, type KeyboardEvent } from 'react';
import { ADDRESS_MATCH_LIMITS, formatNumber, type AddressMatch } from '@estate/domain';
import fieldStyles from '@/components/form/FieldShell.module.css';
import controlStyles from '@/components/form/nativeControl.module.css';
import { useAddressMatches } from '@/features/valuation/api/getAddressMatches';
import { useSettledValue } from '@/features/valuation/useSettledValue';
import styles from './AddressSearch.module.css';

/** Typing pauses this long before the addresses are looked up. */
const LOOKUP_DEBOUNCE_MS = 300;

interface Props {
  /** A known home chosen: its facts fill the form. */
  onChoose: (match: AddressMatch) => void;
  /** The address typed again: the home chosen before no longer holds. */
  onEdit: () => void;
}

const summary = ({ neighborhood, propertyType, bedrooms, bathrooms, squareFeet }: AddressMatch) =>
  [neighborhood, propertyType, `${bedrooms} bd`, `${bathrooms} ba`, `${formatNumber(squareFeet)} sq ft`].filter(Boolean).join(' · ');

/**
 * The address box (docs/product/site.md#home-value): once typing pauses, the known homes whose
 * address holds the text are offered below it, a listbox the arrow keys walk and Enter chooses.
 * An address it does not know is allowed: the owner then gives the facts and the neighbourhood.
 */
export function AddressSearch({ onChoose, onEdit }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const looked = useSettledValue(text.trim(), LOOKUP_DEBOUNCE_MS);
  const { data: matches = [], isError } = useAddressMatches(looked);
  const shown = open && looked.length >= ADDRESS_MATCH_LIMITS.minLength ? matches : [];
  const listId = `${id}-matches`;
  const optionId = (index: number) => `${id}-match-${index}`;

  const choose = (match: AddressMatch) => {
    setText(match.address);
    setOpen(false);
    setActive(-1);
    onChoose(match);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (shown.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((active + step + shown.length) % shown.length);
    } else if (event.key === 'Enter' && shown[active]) {
      event.preventDefault();
      choose(shown[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className={fieldStyles.field}>
      <label htmlFor={`${id}-address`} className={fieldStyles.label}>
        Address
      </label>
      <div className={styles.box}>
        <input
          id={`${id}-address`}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown.length > 0}
          aria-controls={listId}
          aria-activedescendant={shown[active] ? optionId(active) : undefined}
          aria-describedby={`${id}-hint`}
          autoComplete="street-address"
          maxLength={ADDRESS_MATCH_LIMITS.maxLength}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
            onEdit();
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          className={controlStyles.control}
        />
        <ul id={listId} role="listbox" aria-label="Known homes" className={styles.matches} hidden={shown.length === 0}>
          {shown.map((match, index) => (
            <li
              key={match.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.match}
              // Chosen before the box's blur closes the list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(match)}
            >
              <span className={styles.matchAddress}>{match.address}</span>
              <span className={styles.matchFacts}>{summary(match)}</span>
            </li>
          ))}
        </ul>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {isError
          ? 'Addresses cannot be looked up just now: give your home’s facts and neighborhood below.'
          : 'We look it up among the homes we know. Not found? Give its facts and neighborhood below.'}
      </p>
    </div>
  );
}
