import { formatNumber } from '@estate/domain';

/** '1 lead', '20,000 leads'. */
export const leadCount = (count: number) => `${formatNumber(count)} ${count === 1 ? 'lead' : 'leads'}`;
