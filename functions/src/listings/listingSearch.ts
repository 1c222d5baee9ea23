import type { Property } from '@estate/domain';

/**
 * The words of a text as keyword search compares them: lower case, accents dropped, split on
 * anything but letters and digits, single letters left out ('chef's' -> 'chef'), each once.
 */
export function searchWords(text: string): string[] {
  const words =
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((word) => word.length > 1 || /\d/.test(word)))];
}

type Searchable = Pick<Property, 'title' | 'address' | 'neighborhood' | 'description'>;

/**
 * A property's `searchTerms`, stored on every write (the API's and the seed's) so that a
 * keyword search is an `array-contains` query.
 */
export function listingSearchTerms({ title, address, neighborhood, description }: Searchable): string[] {
  return searchWords([title, address, neighborhood, description].join(' '));
}
