import {
  formatMlsLag,
  isMlsLagAlertDue,
  isMlsLagging,
  MLS_DISCLAIMER_DEFAULT,
  MLS_LAG_ALERT_HOURS,
  mlsDisclaimer,
  mlsDisclaimerWording,
  isExcludedBy,
  mlsLagSeconds,
  mlsSourceSchema,
  mlsNeighborhood,
  type NeighborhoodOutline,
} from '../src';
import { squareRing } from '../../../scripts/fixtures/squareRing';

describe('the MLS disclaimer', () => {
  it('says by default what the rules ask, with the time of the last sync in place', () => {
    expect(MLS_DISCLAIMER_DEFAULT).toBe('Listing information is deemed reliable but not guaranteed. Data last updated <time>.');
    expect(mlsDisclaimer('November 28, 2026 at 3:05 PM')).toBe(
      'Listing information is deemed reliable but not guaranteed. Data last updated November 28, 2026 at 3:05 PM.',
    );
  });

  it('takes a source’s own wording', () => {
    expect(mlsDisclaimer('3:05 PM', 'Data from the MLS, updated <time>; verify <time> independently.')).toBe(
      'Data from the MLS, updated 3:05 PM; verify 3:05 PM independently.',
    );
  });
});

describe('an MLS source’s media URL lifetime', () => {
  const source = { id: 'cincy', name: 'Cincinnati MLS', baseUrl: 'https://api.mls.example/v2' };

  it('is absent unless set: the source’s URLs do not expire', () => {
    expect(mlsSourceSchema.validateSync(source).mediaUrlLifetimeMinutes).toBeUndefined();
  });

  it('is a positive number of minutes', () => {
    expect(mlsSourceSchema.validateSync({ ...source, mediaUrlLifetimeMinutes: 60 }).mediaUrlLifetimeMinutes).toBe(60);
    expect(mlsSourceSchema.validateSync({ ...source, mediaUrlLifetimeMinutes: 0.5 }).mediaUrlLifetimeMinutes).toBe(0.5);
    for (const wrong of [0, -60, 'an hour'])
      expect(() => mlsSourceSchema.validateSync({ ...source, mediaUrlLifetimeMinutes: wrong })).toThrow(
        /mediaUrlLifetimeMinutes must be a/,
      );
  });
});

describe('an MLS source’s exclusions', () => {
  const exclude = { propertyTypes: ['Land' as const], listPriceBelow: 500_000 };

  it('leave out listings by the site’s property type and below a price', () => {
    expect(isExcludedBy(exclude, { propertyType: 'Land', price: 900_000 })).toBe(true);
    expect(isExcludedBy(exclude, { propertyType: 'Condo', price: 499_999 })).toBe(true);
    expect(isExcludedBy(exclude, { propertyType: 'Condo', price: 500_000 })).toBe(false);
    expect(isExcludedBy(undefined, { propertyType: 'Land', price: 1 })).toBe(false);
  });

  it('add the notice the rules require to the disclaimer, in the source’s wording or the default', () => {
    expect(mlsDisclaimerWording({ exclude })).toBe(`${MLS_DISCLAIMER_DEFAULT} Some IDX listings have been excluded.`);
    expect(mlsDisclaimerWording({ disclaimer: 'MLS data as of <time>.', exclude: { propertyTypes: ['Land'] } })).toBe(
      'MLS data as of <time>. Some IDX listings have been excluded.',
    );
    expect(mlsDisclaimerWording({ disclaimer: 'MLS data as of <time>.', exclude: { propertyTypes: [] } })).toBe('MLS data as of <time>.');
    expect(mlsDisclaimerWording({})).toBeNull();
  });
});

describe('an MLS source’s lag', () => {
  const now = Date.parse('2026-11-28T12:00:00Z');

  it('is now minus the newest timestamp the source has given, in whole seconds', () => {
    expect(mlsLagSeconds(now, '2026-11-28T11:58:59.500Z')).toBe(60);
    expect(mlsLagSeconds(now, '2026-11-28T07:00:00-05:00')).toBe(0);
    expect(mlsLagSeconds(now, null)).toBeUndefined();
    expect(mlsLagSeconds(now, 'never')).toBeUndefined();
  });

  it('alerts past 6 hours', () => {
    expect(MLS_LAG_ALERT_HOURS).toBe(6);
    expect(isMlsLagging(6 * 3600)).toBe(false);
    expect(isMlsLagging(6 * 3600 + 1)).toBe(true);
    expect(isMlsLagging(undefined)).toBe(false);
  });

  it('emails the admins at most once per 6 hours', () => {
    expect(isMlsLagAlertDue(now, null)).toBe(true);
    expect(isMlsLagAlertDue(now, undefined)).toBe(true);
    expect(isMlsLagAlertDue(now, '2026-11-28T06:00:01Z')).toBe(false);
    expect(isMlsLagAlertDue(now, '2026-11-28T06:00:00Z')).toBe(true);
  });

  it('reads in hours and minutes behind', () => {
    expect(formatMlsLag(3 * 3600 + 20 * 60 + 59)).toBe('3 h 20 min behind');
    expect(formatMlsLag(7 * 3600)).toBe('7 h behind');
    expect(formatMlsLag(45 * 60)).toBe('45 min behind');
    expect(formatMlsLag(59)).toBe('Up to date');
  });
});

describe('an MLS listing’s neighbourhood', () => {
  /** A square outline of Oakley, about 2 km a side, around a point beyond Oakley's centre's radius. */
  const OAKLEY: NeighborhoodOutline = { name: 'Oakley', geometry: { type: 'Polygon', coordinates: [squareRing(-84.4, 39.17, 0.01)] } };

  it('is the City when the City names one of the neighbourhoods', () => {
    expect(mlsNeighborhood('Indian Hill', 39.18, -84.33)).toBe('Indian Hill');
    expect(mlsNeighborhood(' blue ash ', undefined, undefined)).toBe('Blue Ash');
  });

  it('in Cincinnati, is the outline the position lies in', () => {
    expect(mlsNeighborhood('Cincinnati', 39.17, -84.4)).toBeUndefined();
    expect(mlsNeighborhood('Cincinnati', 39.17, -84.4, [OAKLEY])).toBe('Oakley');
  });

  it('takes a neighbourhood with an outline only inside it, and one without by the nearest centre within its radius', () => {
    // Oakley's centre, outside the square outline Oakley has here.
    expect(mlsNeighborhood('Cincinnati', 39.1573, -84.4263)).toBe('Oakley');
    expect(mlsNeighborhood('Cincinnati', 39.1573, -84.4263, [OAKLEY])).toBeUndefined();
    expect(mlsNeighborhood('Cincinnati', 39.139, -84.441, [OAKLEY])).toBe('Hyde Park');
  });

  it('is none outside Cincinnati and its neighbourhoods, or without a position', () => {
    expect(mlsNeighborhood('Mason', 39.17, -84.4, [OAKLEY])).toBeUndefined();
    expect(mlsNeighborhood('Cincinnati', '39.17', -84.4, [OAKLEY])).toBeUndefined();
  });
});
