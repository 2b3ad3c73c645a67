// The server's version: package.json's, read once (the same file in the sources and beside dist/).
import fs from 'node:fs';
import path from 'node:path';

let version: string | undefined;

export function appVersion(): string {
  version ??= (
    JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', '..', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  return version;
}
