import { useEarlyInput } from '@/components/useEarlyInput';
import styles from './SearchSelect.module.css';

interface Props {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  /** As a form field without JavaScript: its query parameter, and the id of the form it belongs to. */
  name?: string;
  form?: string;
}

/** A labelled native select: keyboard and screen-reader friendly, and the phone's own picker on mobile. */
export function SearchSelect({ id, label, options, value, onChange, name, form }: Props) {
  const select = useEarlyInput<HTMLSelectElement>(onChange);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        ref={select}
        id={id}
        name={name}
        form={form}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
