import fs from 'node:fs';
import path from 'node:path';
import { variables } from '../../server/src/config/config';

const serverSrc = path.join(__dirname, '..', '..', 'server', 'src');

/** Every Nest module class in the server (files named *.module.ts). */
function moduleClasses(): string[] {
  const files = fs
    .readdirSync(serverSrc, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.module.ts') && !f.startsWith('generated'));
  return files.flatMap((f) =>
    [...fs.readFileSync(path.join(serverSrc, f), 'utf8').matchAll(/@Module\([\s\S]*?export class (\w+)/g)].map(
      (m) => m[1],
    ),
  );
}

const readme = fs.readFileSync(path.join(__dirname, '..', '..', 'README.md'), 'utf8');

describe('README', () => {
  it('shows the two commands a newcomer needs', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm install && npm test');
  });

  it('points to the design notes and figures in docs/', () => {
    for (const doc of ['architecture', 'performance', 'security', 'storage', 'operations'])
      expect(readme).toContain(`docs/${doc}.md`);
  });

  it('documents every configuration variable the server reads, with its default', () => {
    for (const [name, spec] of Object.entries(variables)) {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));
      expect({ name, row }).toEqual({ name, row: expect.any(String) });
      if (spec.default !== undefined)
        expect({ name, row }).toEqual({ name, row: expect.stringContaining(`\`${String(spec.default)}\``) });
    }
  });

  it('lists every Nest module in the module map of docs/architecture.md', () => {
    const modules = moduleClasses();
    expect(modules.length).toBeGreaterThanOrEqual(15);
    const architecture = fs.readFileSync(path.join(__dirname, '..', '..', 'docs', 'architecture.md'), 'utf8');
    const map = architecture.slice(architecture.indexOf('## 6. Routes and tables of each module'));
    for (const name of modules) expect({ name, listed: map.includes(`\`${name}\``) }).toEqual({ name, listed: true });
  });
});
