/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

/** Runs codegen in memory (nothing written) in a plain Node process: its CLI is partly ESM, which Jest cannot load. */
function generateInMemory(): { filename: string; content: string }[] {
  const script = `const codegen = require('@graphql-codegen/cli');
    codegen.loadCodegenConfig({ configFilePath: 'codegen.yml' })
    .then(({ config }) => codegen.generate({ ...config, cwd: process.cwd(), silent: true }, false))
    .then((files) => process.stdout.write(JSON.stringify(files.map(({ filename, content }) => ({ filename, content })))))`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }));
}

/** client/src/gql is generated from schema.graphql and the .graphql documents; it must not go stale. */
describe('generated GraphQL client code', () => {
  it('matches what codegen produces from the committed schema and documents', () => {
    // codegen.yml also generates the back office's admin/src/gql, which admin/ checks itself.
    const outputs = generateInMemory().filter((output) => output.filename.startsWith('client/'));
    expect(outputs.map((o) => o.filename).sort()).toEqual(['client/src/gql/gql.ts', 'client/src/gql/graphql.ts', 'client/src/gql/index.ts', 'client/src/gql/possible-types.ts']);
    for (const output of outputs) {
      const committed = readFileSync(path.resolve(ROOT, output.filename), 'utf8');
      // On failure: run `npm run codegen` and commit client/src/gql.
      expect({ file: output.filename, content: committed }).toEqual({ file: output.filename, content: output.content });
    }
  });
});
