/** The reset link's token in a raw e-mail (quoted-printable soft breaks and `=3D` undone). */
export function resetTokenIn(raw: string): string | undefined {
  const plain = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  return /reset-password\?token=([A-Za-z0-9_-]{20,})/.exec(plain)?.[1];
}

/** Waits for a condition (never a fixed sleep). */
export async function until<T>(probe: () => Promise<T | undefined> | T | undefined, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > end) throw new Error('the condition was not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
