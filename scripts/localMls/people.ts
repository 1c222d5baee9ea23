import { type Random } from './random';

const FIRST_NAMES = [
  'Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Elijah', 'Sophia', 'James', 'Isabella', 'William', 'Mia', 'Benjamin',
  'Charlotte', 'Lucas', 'Amelia', 'Henry', 'Harper', 'Theodore', 'Evelyn', 'Jack', 'Abigail', 'Owen', 'Emily', 'Samuel',
  'Grace', 'Daniel', 'Chloe', 'Matthew', 'Nora', 'David', 'Hannah', 'Joseph', 'Lillian', 'Andrew', 'Zoe', 'Nathan',
] as const;

const LAST_NAMES = [
  'Schmidt', 'Meyer', 'Wagner', 'Becker', 'Hoffmann', 'Schulz', 'Koch', 'Richter', 'Klein', 'Wolf', 'Neumann', 'Braun',
  'Miller', 'Johnson', 'Williams', 'Brown', 'Jones', 'Davis', 'Wilson', 'Anderson', 'Taylor', 'Thomas', 'Moore', 'Martin',
  'Jackson', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright',
] as const;

/** A believable person's name, drawn from the area's mix of German and English surnames. */
export const personName = (random: Random): string => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;

/** A phone number in 555-0100 to 555-0199, the range kept for fiction: no real person's. */
export const fictionalPhone = (random: Random): string => `${random.pick(['513', '859'])}-555-01${String(random.int(0, 99)).padStart(2, '0')}`;
