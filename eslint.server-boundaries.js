// The import rules of packages/server/src, enforced. docs/architecture.md ("Server folders") draws
// the same map.
//
// Every top-level folder of src/ is entered through its index.ts: a file outside the folder
// (another folder, or a root file such as app.ts) may import `../tasks`, never
// `../tasks/task-repository`. Inside a folder, files import one another freely. Tests may reach
// into a folder's files. The folders are read from disk, so a new folder is covered at once.
//
// No two folders may import each other, even through longer chains or types only: that is
// checked by scripts/folder-cycles.mjs (in npm run lint), since no-cycle below sees files, not
// folders, and skips type imports.
import fs from 'node:fs';
import path from 'node:path';
import { typescriptImportSettings } from './eslint.import-settings.js';

const SRC = 'packages/server/src';
const at = (rest) => `${SRC}/${rest}`;

/** The top-level folders of src/. */
function serverFolders(root = import.meta.dirname) {
  return fs
    .readdirSync(path.join(root, SRC), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

function zones(folders) {
  return folders.map((folder) => ({
    // Every production file outside the folder: the other folders' and the root files.
    target: [at(`!(${folder})/**/!(*.test).ts`), at('!(*.test).ts')],
    from: at(folder),
    except: ['./index.ts'],
    message: `Import ${folder}/ through its index.ts ('…/${folder}'); export what you need from there.`,
  }));
}

export function serverBoundaries({ importX, createNodeResolver }) {
  return {
    files: ['packages/server/src/**/*.ts', 'packages/server/test/lint-fixtures/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: typescriptImportSettings(createNodeResolver),
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: zones(serverFolders()) }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  };
}
