import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useEffect, useState } from 'react';
import { LEAD_SEARCH_MAX_LENGTH } from '@estate/domain';
import { FieldShell } from '../../../components/form/FieldShell';

/** Typing pauses this long before the list re-queries. */
export const LEAD_SEARCH_DEBOUNCE_MS = 400;

interface Props {
  id: string;
  /** The search the list uses (from the URL). */
  value: string;
  onSearch: (search: string) => void;
}

/** The leads search box: applies what was typed once typing pauses. */
export function LeadSearchBox({ id, value, onSearch }: Props) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  // The URL may change without this box (Back, a link): show what the list now uses.
  if (value !== shownValue) {
    setShownValue(value);
    if (text.trim() !== value) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), LEAD_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <FieldShell id={id} label="Search">
      <Input
        id={id}
        type="search"
        allowClear
        value={text}
        maxLength={LEAD_SEARCH_MAX_LENGTH}
        prefix={<SearchOutlined aria-hidden />}
        placeholder="Name, email, phone, message or interest"
        onChange={(event) => setText(event.target.value)}
      />
    </FieldShell>
  );
}
