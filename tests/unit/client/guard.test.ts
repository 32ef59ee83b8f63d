import { describe, expect, it } from 'vitest';
import { decideNavigation, FORCED_PATHS, type GuardState } from '@/lib/guard';

/** A logged-in main client with everything loaded, opening an allowed page. */
const state = (overrides: Partial<GuardState> = {}): GuardState => ({
  path: '/card/list',
  fullPath: '/card/list',
  isPublic: false,
  hasToken: true,
  loaded: true,
  needChanged: false,
  needConfirm: false,
  needSign: false,
  route: 'allowed',
  homePath: '/home',
  ...overrides,
});

describe('decideNavigation without a token', () => {
  it('renders a public route', () => {
    expect(
      decideNavigation(
        state({ hasToken: false, loaded: false, path: '/login', fullPath: '/login', isPublic: true }),
      ),
    ).toEqual({ type: 'render' });
    expect(
      decideNavigation(state({ hasToken: false, path: '/register', fullPath: '/register', isPublic: true })),
    ).toEqual({ type: 'render' });
  });

  it('sends a private route to /login?redirect= with the encoded full path, query included', () => {
    const decision = decideNavigation(
      state({
        hasToken: false,
        loaded: false,
        path: '/card/list',
        fullPath: '/card/list?status=active&page=2',
      }),
    );
    expect(decision).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2Fcard%2Flist%3Fstatus%3Dactive%26page%3D2',
    });
  });

  it('redirects before looking at any forced page or permission', () => {
    expect(
      decideNavigation(
        state({ hasToken: false, needChanged: true, route: 'forbidden', fullPath: '/home', path: '/home' }),
      ),
    ).toEqual({ type: 'redirect', to: '/login?redirect=%2Fhome' });
  });
});

describe('decideNavigation with a token', () => {
  it('keeps /login reachable, even before loading and with a forced page pending', () => {
    expect(
      decideNavigation(state({ path: '/login', fullPath: '/login', isPublic: true, loaded: false })),
    ).toEqual({
      type: 'render',
    });
    expect(
      decideNavigation(state({ path: '/login', fullPath: '/login', isPublic: true, needChanged: true })),
    ).toEqual({
      type: 'render',
    });
  });

  it('loads client info and permissions when they are not loaded yet', () => {
    expect(decideNavigation(state({ loaded: false }))).toEqual({ type: 'load' });
    expect(decideNavigation(state({ loaded: false, needChanged: true, route: 'unknown' }))).toEqual({
      type: 'load',
    });
  });

  it('sends every path to /change_password when the password must change', () => {
    const s = { needChanged: true };
    expect(decideNavigation(state({ ...s }))).toEqual({ type: 'redirect', to: '/change_password' });
    expect(decideNavigation(state({ ...s, path: '/', fullPath: '/' }))).toEqual({
      type: 'redirect',
      to: '/change_password',
    });
    expect(decideNavigation(state({ ...s, path: '/register', isPublic: true }))).toEqual({
      type: 'redirect',
      to: '/change_password',
    });
  });

  it('renders /change_password itself when the password must change', () => {
    expect(
      decideNavigation(
        state({ needChanged: true, path: '/change_password', isPublic: true, route: 'unknown' }),
      ),
    ).toEqual({ type: 'render' });
  });

  it('puts the password change before the contact confirmation and the agreement', () => {
    const s = { needChanged: true, needConfirm: true, needSign: true };
    expect(decideNavigation(state(s))).toEqual({ type: 'redirect', to: FORCED_PATHS.password });
    expect(decideNavigation(state({ ...s, path: '/change_contact' }))).toEqual({
      type: 'redirect',
      to: '/change_password',
    });
    expect(decideNavigation(state({ ...s, path: '/protocol/base_module' }))).toEqual({
      type: 'redirect',
      to: '/change_password',
    });
  });

  it('sends every path to /change_contact when the contact must be confirmed', () => {
    expect(decideNavigation(state({ needConfirm: true }))).toEqual({
      type: 'redirect',
      to: '/change_contact',
    });
    expect(decideNavigation(state({ needConfirm: true, path: '/change_password' }))).toEqual({
      type: 'redirect',
      to: '/change_contact',
    });
    expect(decideNavigation(state({ needConfirm: true, path: '/change_contact', isPublic: true }))).toEqual({
      type: 'render',
    });
  });

  it('puts the contact confirmation before the agreement', () => {
    expect(
      decideNavigation(state({ needConfirm: true, needSign: true, path: '/protocol/base_module' })),
    ).toEqual({
      type: 'redirect',
      to: '/change_contact',
    });
  });

  it('sends every path to /protocol/base_module while the main client has yet to sign', () => {
    expect(decideNavigation(state({ needSign: true }))).toEqual({
      type: 'redirect',
      to: '/protocol/base_module',
    });
    expect(decideNavigation(state({ needSign: true, path: '/home' }))).toEqual({
      type: 'redirect',
      to: '/protocol/base_module',
    });
    expect(
      decideNavigation(state({ needSign: true, path: '/protocol/base_module', isPublic: true })),
    ).toEqual({
      type: 'render',
    });
  });

  it('renders a public route', () => {
    expect(decideNavigation(state({ path: '/404', isPublic: true, route: 'unknown' }))).toEqual({
      type: 'render',
    });
  });

  it('sends / to the home path', () => {
    expect(decideNavigation(state({ path: '/', fullPath: '/', route: 'unknown' }))).toEqual({
      type: 'redirect',
      to: '/home',
    });
    expect(decideNavigation(state({ path: '/', fullPath: '/', homePath: '/client' }))).toEqual({
      type: 'redirect',
      to: '/client',
    });
  });

  it('sends an unknown path to /404', () => {
    expect(decideNavigation(state({ path: '/no/such/page', route: 'unknown' }))).toEqual({
      type: 'redirect',
      to: '/404',
    });
  });

  it('sends a page the codes do not grant to /401', () => {
    expect(decideNavigation(state({ path: '/billing_group', route: 'forbidden' }))).toEqual({
      type: 'redirect',
      to: '/401',
    });
  });

  it('renders an allowed page', () => {
    expect(decideNavigation(state())).toEqual({ type: 'render' });
  });
});
