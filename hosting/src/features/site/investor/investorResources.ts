/** docs/product/site.md#investor-hub: the investor resource cards. The tools themselves are not built yet, so each leads to the consultation form. */
export const INVESTOR_RESOURCES = [
  {
    title: 'ROI Calculator',
    text: 'Estimate cash flow, cap rate and return on investment for any property before you make an offer.',
    linkLabel: 'Request the Calculator',
  },
  {
    title: 'Market Reports',
    text: 'Quarterly reports on prices, rents and inventory in every Cincinnati neighborhood we serve.',
    linkLabel: 'Get the Reports',
  },
  {
    title: 'Investor Network',
    text: 'Meet lenders, contractors, property managers and fellow investors at our private events.',
    linkLabel: 'Join the Network',
  },
] as const;
