/**
 * The header's colour in each theme (`--brand`), which the browser's own bar takes on phones:
 * every page's head names them (PageFrame), the theme switch (theme.ts, after the app) changes them.
 */
export const THEME_COLOURS = { light: '#17324d', dark: '#1d3a5a' } as const;
