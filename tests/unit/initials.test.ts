import { describe, expect, it } from 'vitest';
import { initials, nameInitials } from '../../src/ui/components/initials';

describe('initials', () => {
  it.each([
    ['Alex', 'Morgan', 'admin@horizon.test', 'AM'],
    ['erin', '', 'erin@horizon.test', 'E'],
    ['', '', 'viewer@horizon.test', 'VI'],
    [' Mei ', ' Chen ', '', 'MC'],
  ])('%s %s <%s> → %s', (first, last, email, expected) => {
    expect(initials(first, last, email)).toBe(expected);
  });
});

describe('nameInitials', () => {
  it.each([
    ['Aquatic & Leisure Centres – Coastal Ward', 'AL'],
    ['Water Mains', 'WM'],
    ['roads', 'R'],
    ['道路 桥梁', '道桥'],
    ['– 2024 –', ''],
  ])('%s → %s', (name, expected) => {
    expect(nameInitials(name)).toBe(expected);
  });
});
