/**
 * The guides cover the SDK: every member of OpenSecretContextType in the documented release is
 * explained in at least one guide (linked to its entry in the API reference), and every guide
 * links to the API reference.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {GUIDES, PRODUCT_NAME, SDK_PACKAGE, UNLISTED_GUIDES} from '../../src/constants';

const siteDir = path.resolve(__dirname, '../..');
const declarations = path.join(siteDir, 'node_modules', SDK_PACKAGE, 'dist/index.d.ts');
const CONTEXT_TYPE = `${PRODUCT_NAME}ContextType`;

/** Member names of an exported type alias whose type is an object literal. */
function typeAliasMembers(file: string, name: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  for (const statement of source.statements) {
    if (ts.isTypeAliasDeclaration(statement) && statement.name.text === name && ts.isTypeLiteralNode(statement.type)) {
      return statement.type.members.flatMap((member) =>
        member.name && ts.isIdentifier(member.name) ? [member.name.text] : [],
      );
    }
  }
  throw new Error(`${file}: no type alias ${name}`);
}

const guidePages = [...GUIDES, ...UNLISTED_GUIDES].map((guide) => path.join(siteDir, 'docs/guides', `${guide}.mdx`));
const allGuidesText = guidePages.map((file) => fs.readFileSync(file, 'utf8')).join('\n');

describe('guide coverage of the SDK', () => {
  const members = typeAliasMembers(declarations, CONTEXT_TYPE);

  it(`reads the members of ${CONTEXT_TYPE}`, () => {
    expect(members.length).toBeGreaterThan(30);
    expect(members).toContain('signIn');
  });

  it.each(members)(`explains ${CONTEXT_TYPE}.%s in a guide, linked to its API entry`, (member) => {
    expect(allGuidesText).toContain(`/docs/api/type-aliases/${CONTEXT_TYPE}#${member.toLowerCase()}`);
  });

  it.each(guidePages.map((file) => path.relative(siteDir, file)))('%s links to the API reference', (file) => {
    expect(fs.readFileSync(path.join(siteDir, file), 'utf8')).toMatch(/\]\(\/docs\/api\//);
  });
});
