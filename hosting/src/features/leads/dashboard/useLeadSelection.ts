import { useState } from 'react';
import type { Lead } from '@estate/domain';

/**
 * The checked leads of one list. A selection belongs to the list it was made in: another filter
 * starts with none, and a lead that left the list (deleted) leaves the selection.
 */
export function useLeadSelection(listUrl: string, leads: Lead[]) {
  const [selection, setSelection] = useState({ listUrl, ids: new Set<string>() });
  const selected = selection.listUrl === listUrl ? leads.filter((lead) => selection.ids.has(lead.id)) : [];
  return {
    selected,
    select: (ids: string[]) => setSelection({ listUrl, ids: new Set(ids) }),
    clear: () => setSelection({ listUrl, ids: new Set() }),
  };
}
