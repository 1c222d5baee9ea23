import { contactKeys, groupByContact } from '../src/leads/leadContact';

describe('one person, one contact', () => {
  it('knows a person by the email in any case and the phone by its digits', () => {
    expect(contactKeys({ email: ' Jordan@Example.com ', phone: '(513) 555-0101' })).toEqual([
      'email:jordan@example.com',
      'phone:5135550101',
    ]);
    expect(contactKeys({ email: 'a@b.co', phone: '+1 513 555 0101' })).toEqual(['email:a@b.co', 'phone:5135550101']);
    expect(contactKeys({ email: 'a@b.co', phone: '123' })).toEqual(['email:a@b.co']);
  });

  it('groups leads that share an email or a phone, through each other too, keeping their order', () => {
    const leads = [
      { id: 1, email: 'jordan@example.com', phone: '513-555-0101' },
      { id: 2, email: 'casey@example.com' },
      { id: 3, email: 'JORDAN@example.com' },
      { id: 4, email: 'j.lee@work.example', phone: '5135550101' },
      { id: 5, email: 'other@example.com', phone: '513-555-0199' },
    ];
    expect(groupByContact(leads).map((group) => group.map((lead) => lead.id))).toEqual([[1, 3, 4], [2], [5]]);
  });
});
