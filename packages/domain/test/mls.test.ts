import {
  formatMlsLag,
  isMlsLagAlertDue,
  isMlsLagging,
  MLS_DISCLAIMER_DEFAULT,
  MLS_LAG_ALERT_HOURS,
  mlsDisclaimer,
  mlsLagSeconds,
} from '../src';

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
