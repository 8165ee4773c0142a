// custom-elements.json is written by `npm run analyze` and not committed; the Storybook
// config and the rules handbook import it, so a type check on a fresh clone needs it first
// (and the Node tests read the editor files made with it).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const made = ['custom-elements.json', 'web-types.json', 'html-custom-data.json', 'css-custom-data.json'];
if (!made.every((file) => existsSync(file))) execSync('npm run analyze --silent', { stdio: 'inherit' });
