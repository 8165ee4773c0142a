/** A kit element's colour scheme: `light`, `dark`, or unset to follow `prefers-color-scheme`. */
export type Theme = 'light' | 'dark';

/** `theme="dark"` → `'dark'`; any other value reads as unset (the page's colour scheme). */
export const themeConverter = {
  fromAttribute: (value: string | null): Theme | undefined => (value === 'light' || value === 'dark' ? value : undefined),
  toAttribute: (value: Theme | undefined): string | undefined => value,
};

/** A text attribute: its value, or `''` once it is removed (Lit's default would give `null`, which the property's type does not allow). */
export const textAttribute = {
  fromAttribute: (value: string | null): string => value ?? '',
};
