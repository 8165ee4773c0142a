import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

// The documentation site: the rules handbook first, then the elements' API pages.
addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'holdem-elements · the rules handbook',
    brandUrl: 'https://github.com/holdem-elements/holdem-elements',
    colorSecondary: '#1f6b48',
  }),
  sidebar: { showRoots: true },
});
