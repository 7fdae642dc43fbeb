import type { DeviceInfo } from '#openapi/user.ts';

const browsers: [name: string, pattern: RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
  ['Opera', /OPR\/([\d.]+)/],
  ['Samsung Internet', /SamsungBrowser\/([\d.]+)/],
  ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
  ['Safari', /Version\/([\d.]+).*Safari/],
];

const systems: [name: string, pattern: RegExp][] = [
  ['Android', /Android/],
  ['iOS', /iPhone|iPad|iPod/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X|Macintosh/],
  ['Chrome OS', /CrOS/],
  ['Linux', /Linux/],
];

function layoutOf(ua: string): string {
  if (/Gecko\/\d/.test(ua) && /Firefox/.test(ua)) return 'Gecko';
  if (/Chrome|CriOS|Edg|OPR/.test(ua)) return 'Blink';
  if (/AppleWebKit/.test(ua)) return 'WebKit';
  return 'Unknown';
}

function productOf(ua: string): string {
  if (/iPad/.test(ua)) return 'iPad';
  if (/iPhone/.test(ua)) return 'iPhone';
  const android = /Android[^;]*;\s*([^;)]+?)(?:\s+Build|\))/.exec(ua);
  return android?.[1]?.trim() ?? '';
}

/** The login's deviceInfo (seed §3), read from the user agent string. */
export function deviceInfoFrom(ua: string): DeviceInfo {
  const browser = browsers.find(([, pattern]) => pattern.test(ua));
  const os = systems.find(([, pattern]) => pattern.test(ua));
  return {
    name: browser?.[0] ?? 'Unknown',
    version: browser?.[1].exec(ua)?.[1] ?? '',
    layout: layoutOf(ua),
    os: os?.[0] ?? 'Unknown',
    product: productOf(ua),
    isMobile: /Mobi|Android|iPhone|iPad|iPod/.test(ua),
  };
}
