import { Switch } from 'antd';
import { useId, type ReactNode } from 'react';
import styles from './LabelledSwitch.module.css';

interface Props {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  loading?: boolean;
}

/** An on/off switch that acts at once (no form to submit), its label beside it. */
export function LabelledSwitch({ label, checked, onChange, loading }: Props) {
  const id = useId();
  return (
    <div className={styles.row}>
      <Switch id={id} checked={checked} loading={loading} onChange={onChange} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
