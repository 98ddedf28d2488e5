// Story tests and e2e drive Debian's Chromium; say so plainly instead of failing deep in a runner.
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  console.error(
    `Chromium not found at ${path}. Install it with "apt-get install -y chromium" ` +
      'or point CHROMIUM_PATH at a Chromium binary.',
  );
  process.exit(1);
}
