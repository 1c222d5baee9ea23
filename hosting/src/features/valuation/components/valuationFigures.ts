import { formatNumber, formatPrice } from '@estate/domain';

/** '+$39,801', '-$15,850', '$0': an adjustment, signed as docs/product/valuation.md writes them. */
export const signedPrice = (dollars: number) =>
  dollars > 0 ? `+${formatPrice(dollars)}` : dollars < 0 ? `-${formatPrice(-dollars)}` : '$0';

/** '+200', '-1.5', '0': a difference of the home from a sale. */
export const signedNumber = (value: number) => (value > 0 ? `+${formatNumber(value)}` : value < 0 ? `-${formatNumber(-value)}` : '0');

/** '37.7%', '4%': a comparable's share of the value, a rule's share. */
export const percent = (share: number) => `${(Math.round(share * 1000) / 10).toString()}%`;
