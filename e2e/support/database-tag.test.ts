import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATABASE_TAG } from './database-tag';

const e2eDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(e2eDir, '..');

/** What in a spec's source makes its behaviour depend on the database, each with its name. */
const DATABASE_USES: [RegExp, string][] = [
  [/\bstartSecondInstance\(/, 'starts a second server instance'],
  [/\b(E2E_)?DATABASE_URL\b/, 'reads the database URL'],
  [/from '\.\/support\/db'/, 'writes the database directly (support/db)'],
];

/** Each test or describe call of a spec: its title, and whether a `// @db:` comment stands above it. */
function titlesOf(text: string): { title: string; explained: boolean }[] {
  const call = /((?:^[ \t]*\/\/[^\n]*\n)*)^[ \t]*test(?:\.describe)?\(\s*(['"`])((?:(?!\2)[\s\S])*?)\2/gm;
  return [...text.matchAll(call)].map((match) => ({
    title: match[3]!,
    explained: /^[ \t]*\/\/ @db: \S/m.test(match[1]!),
  }));
}

/** What is wrong with the tagging of these specs: nothing when every line is empty. */
function taggingProblems(specs: { name: string; text: string }[]): string[] {
  return specs.flatMap(({ name, text }) => {
    const tagged = titlesOf(text).filter(({ title }) => title.includes(DATABASE_TAG));
    const unexplained = tagged
      .filter(({ explained }) => !explained)
      .map(({ title }) => `${name}: "${title}" has no // @db: comment saying why`);
    if (tagged.length > 0) return unexplained;
    return DATABASE_USES.filter(([pattern]) => pattern.test(text)).map(
      ([, what]) => `${name} ${what} and tags no test ${DATABASE_TAG}`,
    );
  });
}

const specs = fs
  .readdirSync(e2eDir)
  .filter((name) => name.endsWith('.spec.ts'))
  .map((name) => ({ name, text: fs.readFileSync(path.join(e2eDir, name), 'utf8') }));

describe('the browser tests CI runs on PostgreSQL too', () => {
  it('include a test of every spec that starts a second instance, reads the database URL or writes the database, each saying why', () => {
    expect(taggingProblems(specs)).toEqual([]);
  });

  it('the check names a spec left out, and a tag with no reason', () => {
    const resume = `const second = await startSecondInstance();\nconst onPg = Boolean(process.env.E2E_DATABASE_URL);`;
    const seeded = `import { setDayCount } from './support/db';\n`;
    const explained = `${seeded}// @db: day counts written straight into the database.\ntest('history @db', () => {});`;
    const unexplained = `${seeded}// The panel.\ntest('history @db', () => {});`;
    expect(
      taggingProblems([
        { name: 'resume.spec.ts', text: resume },
        { name: 'seeded.spec.ts', text: `${seeded}test('history', () => {});` },
        { name: 'explained.spec.ts', text: explained },
        { name: 'unexplained.spec.ts', text: unexplained },
      ]),
    ).toEqual([
      'resume.spec.ts starts a second server instance and tags no test @db',
      'resume.spec.ts reads the database URL and tags no test @db',
      'seeded.spec.ts writes the database directly (support/db) and tags no test @db',
      'unexplained.spec.ts: "history @db" has no // @db: comment saying why',
    ]);
  });

  it('are the ones the PostgreSQL phase selects, by the same tag', () => {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts['test:pg:suites']).toContain(`test:e2e -- --grep ${DATABASE_TAG}`);
  });
});
