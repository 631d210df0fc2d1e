import { describe, expect, it } from 'vitest';
import { invalidConnectionFields, toConnectionDraft, type ConnectionDraft } from '../../src/machines/companyConnectionDraft';
import { fromPickerDate, toPickerDate } from '../../src/ui/pages/myAccount/companyConnection/expiryDate';
import { ssoTypeOptions } from '../../src/ui/pages/myAccount/companyConnection/ssoTypes';
import { isMyAccountTab, visibleAccountTabs } from '../../src/ui/pages/myAccount/myAccountTabs';
import { localeOptions, timezoneOptions } from '../../src/ui/pages/myAccount/profile/localeOptions';
import { companyWithConnection } from '../machines/support/portfolioFixtures';

const today = new Date('2025-03-14T09:30:00Z');
const draft: ConnectionDraft = toConnectionDraft(companyWithConnection, today);

describe('My Account tabs (SPEC 2)', () => {
  it.each([
    [false, false, 'profile', ['profile']],
    [true, false, 'profile', ['profile', 'subscription']],
    [false, false, 'subscription', ['profile', 'subscription']],
    [true, true, 'profile', ['profile', 'subscription', 'company-connection']],
  ] as const)('subscription %s, admin %s, on %s: %j', (hasSubscription, isAdmin, current, tabs) => {
    expect(visibleAccountTabs(hasSubscription, isAdmin, current).map(({ tab }) => tab)).toEqual(tabs);
  });

  it('knows only its own tabs', () => {
    expect(isMyAccountTab('company-connection')).toBe(true);
    expect(isMyAccountTab('billing')).toBe(false);
  });
});

describe('secret expiry date', () => {
  it.each(['2026-12-31T00:00:00Z', '2025-01-01T00:00:00Z', '2024-02-29T00:00:00Z'])('%s survives the date picker', (iso) => {
    const picked = toPickerDate(iso);
    expect([picked.getFullYear(), picked.getMonth(), picked.getDate()]).toEqual([Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))]);
    expect(fromPickerDate(picked)).toBe(iso);
  });
});

describe('invalid connection fields', () => {
  it('lists none for a valid connection, or for None', () => {
    expect(invalidConnectionFields(draft, today)).toEqual([]);
    expect(invalidConnectionFields({ ...draft, ssoType: 'none', serverDomain: 'nope' }, today)).toEqual([]);
  });

  it('lists filled-in fields the API would refuse, but not empty ones', () => {
    const fields = invalidConnectionFields({ ...draft, serverDomain: 'not a domain', emailDomains: ['riverbend'], clientId: '' }, today);
    expect([...fields].sort()).toEqual(['emailDomains', 'serverDomain']);
  });
});

describe('choices', () => {
  it('names the SSO products by their own names and None in the user language', () => {
    expect(ssoTypeOptions('无').map(({ label }) => label)).toEqual(['无', 'Microsoft Entra ID', 'Okta', 'Google Workspace', 'SAML 2.0']);
  });

  it('names each language in itself', () => {
    const labels = Object.fromEntries(localeOptions().map(({ value, label }) => [value, label]));
    expect(Object.keys(labels)).toEqual(['en-AU', 'en-US', 'en-GB', 'zh-CN']);
    expect(labels['zh-CN']).toMatch(/中文/);
  });

  it('offers every time zone, keeping an unknown current one', () => {
    expect(timezoneOptions('Australia/Sydney').some(({ value }) => value === 'Australia/Sydney')).toBe(true);
    expect(timezoneOptions('Mars/Olympus')[0]).toEqual({ value: 'Mars/Olympus', label: 'Mars/Olympus' });
  });
});
