import { median } from '@estate/domain';

/** The median rounded to a whole number (minutes, dollars); null for none. */
export function roundedMedian(values: number[]): number | null {
  const middle = median(values);
  return middle === null ? null : Math.round(middle);
}
