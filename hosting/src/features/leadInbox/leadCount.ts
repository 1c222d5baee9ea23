const wholeNumber = new Intl.NumberFormat('en-US');

/** '20,000'. */
export const formatCount = (count: number) => wholeNumber.format(count);

/** '1 lead', '20,000 leads'. */
export const leadCount = (count: number) => `${formatCount(count)} ${count === 1 ? 'lead' : 'leads'}`;
