import { greeting, plainName } from '../../src/leads/mail/plainName';

describe('plainName, the only thing a visitor typed that their email may carry', () => {
  it.each(['Jordan Hale', "Siobhán O'Neill", 'Anne-Marie Dubois', 'J.R. Smith', 'Dr. María José', 'Zoë  Ito', '李小龙'])(
    'keeps %s',
    (name) => {
      expect(plainName(name)).toBe(name.replace(/\s+/g, ' '));
    },
  );

  it.each([
    ['a domain', 'Visit evil.com'],
    ['a URL', 'https://phish.example'],
    ['a www address', 'www.deals'],
    ['digits', 'Agent 007'],
    ['markup', '<b>Jordan</b>'],
    ['an email address', 'jordan@example.com'],
    ['punctuation of a sentence', 'Call now! Free money'],
    ['a name longer than anyone signs with', 'A'.repeat(61)],
    ['nothing but a dot', '.'],
  ])('refuses %s', (_what, name) => {
    expect(plainName(name)).toBeUndefined();
  });

  it('greets by a plain name, and without one otherwise', () => {
    expect(greeting('Thank you,', 'Jordan Hale')).toBe('Thank you, Jordan Hale.');
    expect(greeting('Thank you,', 'see evil.com')).toBe('Thank you.');
    expect(greeting('Hello', 'Jordan', ',')).toBe('Hello Jordan,');
    expect(greeting('Hello', 'http://x.io', ',')).toBe('Hello,');
  });
});
