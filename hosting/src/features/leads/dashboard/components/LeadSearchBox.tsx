import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { LEAD_SEARCH_MAX_LENGTH } from '@estate/domain';
import { FieldShell } from '@/components/form/FieldShell';
import { useDebouncedSearch } from '@/components/useDebouncedSearch';

interface Props {
  id: string;
  /** The search the list uses (from the URL). */
  value: string;
  onSearch: (search: string) => void;
}

/** The leads search box: applies what was typed once typing pauses. */
export function LeadSearchBox({ id, value, onSearch }: Props) {
  const { text, setText } = useDebouncedSearch(value, onSearch);

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
