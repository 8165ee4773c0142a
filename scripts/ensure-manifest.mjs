// custom-elements.json is written by `npm run analyze` and not committed; the Storybook
// config and the rules handbook import it, so a type check on a fresh clone needs it first.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

if (!existsSync('custom-elements.json')) execSync('npm run analyze --silent', { stdio: 'inherit' });
