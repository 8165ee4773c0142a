import type { Preview } from '@storybook/web-components-vite';
import { setCustomElementsManifest } from '@storybook/web-components-vite';
// Written by `npm run analyze`, which the storybook scripts run first.
import manifest from '../custom-elements.json';

setCustomElementsManifest(manifest);

const preview: Preview = {
  parameters: {
    controls: { expanded: true },
    docs: { toc: true },
  },
  tags: ['autodocs'],
};

export default preview;
