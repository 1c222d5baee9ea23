import { DEFAULT_SHOWING_HOURS, type WeeklyHours } from '@estate/domain';
import { showingHoursRule } from '@/features/showings/dashboard/showingHoursRule';

/** docs/product/dashboard.md#showings-tab: the rule above the hours editor, written from the hours themselves. */
const CLOSED: WeeklyHours = { sunday: [], monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [] };
const week = (hours: Partial<WeeklyHours>): WeeklyHours => ({ ...CLOSED, ...hours });

describe('showingHoursRule', () => {
  it('says the default hours as the fields hold them: the opening, and the last showing an hour before it closes', () => {
    expect(showingHoursRule(DEFAULT_SHOWING_HOURS)).toBe('Monday to Saturday, 9:00 AM to 6:00 PM; the last showing starts at 5:00 PM');
  });

  it('names each run of days that open alike, Monday first, and each opening of a day', () => {
    const split = [
      { from: '13:00', to: '17:00' },
      { from: '09:00', to: '12:00' },
    ];
    expect(showingHoursRule(week({ sunday: [{ from: '13:00', to: '17:00' }], monday: split, tuesday: split, thursday: split }))).toBe(
      'Monday and Tuesday, 9:00 AM to 12:00 PM and 1:00 PM to 5:00 PM; Thursday, 9:00 AM to 12:00 PM and 1:00 PM to 5:00 PM; ' +
        'Sunday, 1:00 PM to 5:00 PM; the last showing starts at 4:00 PM',
    );
  });

  it("says each run's last showing when the days end differently, and an opening no showing fits", () => {
    expect(
      showingHoursRule(
        week({
          monday: [{ from: '10:00', to: '16:30' }],
          tuesday: [{ from: '10:00', to: '16:30' }],
          wednesday: [{ from: '10:00', to: '16:30' }],
          friday: [{ from: '18:00', to: '24:00' }],
        }),
      ),
    ).toBe(
      'Monday to Wednesday, 10:00 AM to 4:30 PM (the last showing starts at 3:00 PM); ' +
        'Friday, 6:00 PM to midnight (too short for a showing)',
    );
  });

  it('says when no day is open', () => {
    expect(showingHoursRule(CLOSED)).toBe('no showings on any day');
  });
});
