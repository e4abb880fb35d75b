#!/usr/bin/env node
// Compiles the server for production: one ES module per entry point in packages/server/dist, with
// @dayflow/core inlined and every npm package (better-sqlite3's native addon included) left to
// node_modules. `npm run serve` runs dist/main.js with plain node, without tsx's loader in memory.
//   node packages/server/build.mjs
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = import.meta.dirname;
const outdir = path.join(root, 'dist');

/** Workspace packages ship TypeScript sources: bundle them. Everything else comes from node_modules. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@dayflow/') ? undefined : { path: args.path, external: true },
    );
  },
};

const result = await build({
  entryPoints: {
    main: path.join(root, 'src/main.ts'),
    'add-user': path.join(root, 'src/auth/cli/add-user.ts'),
    'reset-password': path.join(root, 'src/account/cli/reset-password.ts'),
    backup: path.join(root, 'src/backup/cli/backup.ts'),
    restore: path.join(root, 'src/backup/cli/restore.ts'),
    'migrate-db': path.join(root, 'src/backup/cli/migrate-db.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22.13',
  sourcemap: 'linked',
  // The map names the TypeScript files and lines (node --enable-source-maps); the sources are beside it.
  sourcesContent: false,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalPackages],
  write: false,
});

// Several test or benchmark runs may build at once: write each file beside its final name and rename
// it into place, so a server that is starting reads either the old file or the new one, never half.
fs.mkdirSync(outdir, { recursive: true });
for (const file of result.outputFiles) {
  const temporary = `${file.path}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, file.contents);
  fs.renameSync(temporary, file.path);
}
