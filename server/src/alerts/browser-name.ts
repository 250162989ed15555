/** A device's name for the device list, from its User-Agent: "Firefox on Android", "Safari on iPhone". */
export function browserName(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser =
    [
      [/Edg(e|A|iOS)?\//, 'Edge'],
      [/SamsungBrowser\//, 'Samsung Internet'],
      [/OPR\/|Opera/, 'Opera'],
      [/Firefox\/|FxiOS\//, 'Firefox'],
      [/Chrome\/|CriOS\//, 'Chrome'],
      [/Safari\//, 'Safari'],
    ].find(([pattern]) => (pattern as RegExp).test(ua))?.[1] ?? 'A browser';
  const system =
    [
      [/iPhone/, 'iPhone'],
      [/iPad/, 'iPad'],
      [/Android/, 'Android'],
      [/CrOS/, 'ChromeOS'],
      [/Windows/, 'Windows'],
      [/Mac OS X|Macintosh/, 'macOS'],
      [/Linux/, 'Linux'],
    ].find(([pattern]) => (pattern as RegExp).test(ua))?.[1] ?? undefined;
  return system ? `${browser} on ${system}` : String(browser);
}
