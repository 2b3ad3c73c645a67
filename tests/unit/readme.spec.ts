import fs from 'node:fs';
import path from 'node:path';
import { variables } from '../../server/src/config/config';

const readme = fs.readFileSync(path.join(__dirname, '..', '..', 'README.md'), 'utf8');

describe('README', () => {
  it('shows the two commands a newcomer needs', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm install && npm test');
  });

  it('documents every configuration variable the server reads, with its default', () => {
    for (const [name, spec] of Object.entries(variables)) {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));
      expect({ name, row }).toEqual({ name, row: expect.any(String) });
      if (spec.default !== undefined) expect({ name, row }).toEqual({ name, row: expect.stringContaining(`\`${String(spec.default)}\``) });
    }
  });
});
