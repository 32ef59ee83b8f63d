/**
 * Import circles (issue 52): `npm run lint` refuses any circle between the project's files, the
 * lazy `import()` of a route table included. Type-only imports are left out: they vanish when the
 * code is compiled, so they cannot make a module read another before it is evaluated. The import
 * boundaries between folders are biome.json's (noRestrictedImports).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A file reaches itself through its imports: move what both sides need into a module below them.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|test-results|playwright-report)/' },
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js'],
    },
  },
};
