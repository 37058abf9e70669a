import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

test('the web build contains no card-provider secret key (no string starting with sk_)', () => {
  const files = filesUnder('web/dist');
  expect(files.some((file) => file.endsWith('index.html'))).toBe(true);
  const offenders = files.filter((file) => /\bsk_(test|live)?_?[A-Za-z0-9]/.test(readFileSync(file, 'latin1')));
  expect(offenders).toEqual([]);
});
