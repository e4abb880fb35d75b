// How import-x reads our TypeScript, for the boundary rules of the web app and the server.
// Without these it reads only .js dependencies, and no-cycle never sees a .ts cycle. TypeScript
// also accepts `./file.js` for `./file.ts`; without the alias such an import resolves to nothing,
// and an import that resolves to nothing passes every boundary rule unseen.
export function typescriptImportSettings(createNodeResolver) {
  return {
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [
      createNodeResolver({
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      }),
    ],
  };
}
