import { describe, expect, it } from 'vitest';
import { canonicalPath, safePathSegments, toFileKey, upstreamPath } from './request-path.ts';

describe('safePathSegments', () => {
  it('decodes each segment', () => {
    expect(safePathSegments('/static/a%20b.js')).toEqual(['', 'static', 'a b.js']);
  });

  it.each([
    ['an encoded slash', '/a%2Fb'],
    ['an encoded backslash', '/a%5cb'],
    ['an encoded NUL', '/a%00'],
    ['a backslash', '/a\\..\\b'],
    ['a dot-dot segment', '/a/../b'],
    ['an encoded dot-dot segment', '/a/%2e%2E/b'],
    ['a dot segment', '/a/./b'],
    ['bad percent-encoding', '/a%E0%A4%A'],
    ['an overlong UTF-8 dot', '/a/%c0%ae%c0%ae/b'],
  ])('refuses %s', (_, path) => {
    expect(safePathSegments(path)).toBeNull();
  });
});

describe('toFileKey', () => {
  it.each([
    ['/', ''],
    ['/index.html', 'index.html'],
    ['/static/js/app.1a2b.js', 'static/js/app.1a2b.js'],
    ['/assets/languages/en/', 'assets/languages/en'],
  ])('maps %s to %j', (path, key) => {
    expect(toFileKey(path)).toBe(key);
  });

  it.each(['//etc/passwd', '/static//app.js', '/..%2fsecret.txt', '/static/../../secret.txt'])(
    'refuses %s',
    (path) => {
      expect(toFileKey(path)).toBeNull();
    },
  );
});

describe('upstreamPath', () => {
  it('puts the path below the base path and keeps the query', () => {
    expect(upstreamPath('/base', '/user/v1/login', '?a=1')).toBe('/base/user/v1/login?a=1');
  });

  it('keeps odd but harmless paths on the configured backend', () => {
    expect(upstreamPath('/base', '//evil.example/x', '')).toBe('/base//evil.example/x');
    expect(upstreamPath('', 'x', '')).toBe('/x');
  });

  it.each(['/..%2f..%2fadmin', '/%2e%2e/admin', '/x%5c..%5cadmin', '/x%00'])(
    'refuses %s',
    (path) => {
      expect(upstreamPath('/base', path, '')).toBeNull();
    },
  );
});

describe('canonicalPath', () => {
  it.each([
    '/user/v1/login',
    '/user/v1/Login',
    '/USER/V1/LOGIN/',
    '//user//v1/login',
    '/user/v1/lo%67in',
    '/user/v1/login;jsessionid=1',
  ])('reads %s as /user/v1/login', (path) => {
    expect(canonicalPath(path)).toBe('/user/v1/login');
  });

  it('refuses an unsafe path', () => {
    expect(canonicalPath('/user/%2e%2e/login')).toBeNull();
  });
});
