/** A kit element's colour scheme: `light`, `dark`, or unset to follow `prefers-color-scheme`. */
export type Theme = 'light' | 'dark';

/** `theme="dark"` → `'dark'`; any other value reads as unset (the page's colour scheme). */
export const themeConverter = {
  fromAttribute: (value: string | null): Theme | undefined => (value === 'light' || value === 'dark' ? value : undefined),
  toAttribute: (value: Theme | undefined): string | undefined => value,
};
