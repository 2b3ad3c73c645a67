// The guard rules of docs/product-rules.md §2 as the pure decision both the server and the browser run
// (web/src/app/guards.ts), over every combination that decides the order, plus the stored-path
// safety and the weak-password reasons in Slovak.
import { expect, test } from './fixtures';
import { decideGuard, type GuardFacts, type RouteGuard } from '../../web/src/app/guards';
import { weakPasswordReasons } from '../../web/src/lib/auth-errors';
import { isSafePath } from '../../web/src/lib/stored-path';

const member: GuardFacts = {
  signedIn: true,
  onboardingComplete: true,
  permissions: {},
  fromLogin: false,
  storedThisNavigation: false,
};
const guest: GuardFacts = { ...member, signedIn: false, onboardingComplete: false };
const newcomer: GuardFacts = { ...member, onboardingComplete: false };

const area: RouteGuard = { access: 'member' };
const staffArea: RouteGuard = { access: 'member', permissions: { users: 'full' } };
const onboarding: RouteGuard = { access: 'member', onboarding: true };
const login: RouteGuard = { access: 'guest' };

test('1: guest-only while signed in → root, the stored path untouched', () => {
  expect(decideGuard('/prihlasenie', login, member)).toEqual({ redirect: '/', stored: 'keep' });
  expect(decideGuard('/prihlasenie', login, newcomer)).toEqual({ redirect: '/', stored: 'keep' });
  expect(decideGuard('/prihlasenie', login, guest)).toEqual({ stored: 'keep' });
});

test('2: signed-in-only while signed out → login with the full path stored, before every later rule', () => {
  expect(decideGuard('/uzivatel/nastavenia?a=1', area, guest)).toEqual({
    redirect: '/prihlasenie',
    stored: { set: '/uzivatel/nastavenia?a=1' },
  });
  expect(decideGuard('/uzivatel/uzivatelia', staffArea, guest)).toEqual({
    redirect: '/prihlasenie',
    stored: { set: '/uzivatel/uzivatelia' },
  });
  expect(decideGuard('/uzivatel/dokoncenie-registracie', onboarding, guest)).toMatchObject({
    redirect: '/prihlasenie',
  });
});

test('3: incomplete onboarding → onboarding with the path stored, unless already there; before rules 4 and 5', () => {
  expect(decideGuard('/uzivatel/zlavy', area, newcomer)).toEqual({
    redirect: '/uzivatel/dokoncenie-registracie',
    stored: { set: '/uzivatel/zlavy' },
  });
  expect(decideGuard('/uzivatel/registracie', staffArea, newcomer)).toEqual({
    redirect: '/uzivatel/dokoncenie-registracie',
    stored: { set: '/uzivatel/registracie' },
  });
  expect(decideGuard('/uzivatel/dokoncenie-registracie', onboarding, newcomer)).toEqual({ stored: 'keep' });
  // Public pages stay open to a member half-way through onboarding.
  expect(decideGuard('/o-nas', undefined, newcomer)).toEqual({ stored: 'keep' });
});

test('4: completed onboarding opening onboarding → dashboard', () => {
  expect(decideGuard('/uzivatel/dokoncenie-registracie', onboarding, member)).toEqual({
    redirect: '/uzivatel/dashboard',
    stored: 'keep',
  });
});

test('5: a missing permission → dashboard; holding all of them passes', () => {
  expect(decideGuard('/uzivatel/uzivatelia', staffArea, member)).toEqual({
    redirect: '/uzivatel/dashboard',
    stored: 'keep',
  });
  expect(decideGuard('/uzivatel/uzivatelia', staffArea, { ...member, permissions: { events: 'full' } })).toMatchObject({
    redirect: '/uzivatel/dashboard',
  });
  expect(
    decideGuard('/uzivatel/uzivatelia', staffArea, { ...member, permissions: { users: 'full', events: 'full' } }),
  ).toEqual({ stored: 'keep' });
  expect(
    decideGuard(
      '/uzivatel/udalosti/x/ucastnici',
      { access: 'member', permissions: { users: 'full', events: 'full' } },
      { ...member, permissions: { users: 'full' } },
    ),
  ).toMatchObject({
    redirect: '/uzivatel/dashboard',
  });
});

test('6: arriving from login clears the stored path, unless this very navigation stored it', () => {
  expect(decideGuard('/uzivatel/dashboard', area, { ...member, fromLogin: true })).toEqual({ stored: 'clear' });
  expect(decideGuard('/faq', undefined, { ...guest, fromLogin: true })).toEqual({ stored: 'clear' });
  expect(
    decideGuard('/uzivatel/dokoncenie-registracie', onboarding, {
      ...newcomer,
      fromLogin: true,
      storedThisNavigation: true,
    }),
  ).toEqual({ stored: 'keep' });
  // A redirect by an earlier rule wins over clearing.
  expect(decideGuard('/uzivatel/ja', area, { ...guest, fromLogin: true })).toMatchObject({ redirect: '/prihlasenie' });
});

test('only paths on this site are stored or followed', () => {
  for (const path of ['/', '/uzivatel/ja', '/uzivatel/vyhladavanie?q=Košice'])
    expect(isSafePath(path), path).toBe(true);
  for (const path of [
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '',
    '/a b',
  ])
    expect(isSafePath(path), path).toBe(false);
});

test('weak-password reasons read in Slovak', () => {
  expect(weakPasswordReasons({ message: 'Password should be at least 8 characters.', reasons: ['length'] })).toEqual([
    'Heslo musí mať aspoň 8 znakov.',
  ]);
  expect(
    weakPasswordReasons({
      message: 'Password should be at least 12 characters. …',
      reasons: ['length', 'characters', 'pwned'],
    }),
  ).toEqual([
    'Heslo musí mať aspoň 12 znakov.',
    'Heslo musí obsahovať malé aj veľké písmená a číslice.',
    'Toto heslo je známe z únikov údajov. Zvoľte iné.',
  ]);
});
