// The browser tests drive Debian's Chromium. If it is missing and we are root on Debian, install it;
// otherwise say exactly what to do. (npx playwright install cannot download browsers here.)
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log(`Chromium not found at ${path}: installing Debian's chromium for the browser tests…`);
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (existsSync(path)) process.exit(0);
}
console.error(
  `The browser tests need Chromium at ${path}. Install it (Debian: sudo apt-get install -y chromium)\n` +
    'or point CHROMIUM_PATH at a Chromium/Chrome binary, then run the command again.',
);
process.exit(1);
