// Writes src/web/lib/tw-merge.ts: tailwind-merge over the class groups src/web uses, copied from
// the library's default config (the same definitions, in the same order, with the same
// conflicts), so the browser carries a few groups instead of all of Tailwind's (about 5 KB less
// on every page). src/web/lib/tw-merge.test.ts checks that it merges every pair of classes the
// web app uses exactly as the full default does; when it fails after new classes were written,
// run `npm run gen:tw-merge`.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createTailwindMerge, getDefaultConfig, twMerge, validators } from 'tailwind-merge';
import ts from 'typescript';
import { webClassNames } from './tw-merge-vocabulary.ts';

const OUT = 'src/web/lib/tw-merge.ts';
const SOURCE = fileURLToPath(import.meta.resolve('tailwind-merge'));

/** The default config's class groups that some class the web app uses belongs to, in their order. */
function usedGroups(): string[] {
  const config = getDefaultConfig();
  const all = config.classGroups as Record<string, (typeof config.classGroups)[keyof typeof config.classGroups]>;
  const bases = [...new Set(webClassNames().map((c) => c.split(':').pop()!.replace(/^!|!$/g, '')))];
  return Object.keys(config.classGroups).filter((group) => {
    const only = createTailwindMerge(() => ({
      ...config,
      classGroups: { [group]: all[group]! },
      conflictingClassGroups: {},
    }));
    return bases.some((b) => only(`${b} ${b}`) === b && twMerge(`${b} ${b}`) === b);
  });
}

/** getDefaultConfig's statements and returned object, as source text by name. */
function readDefaultConfig() {
  const text = fs.readFileSync(SOURCE, 'utf8');
  const file = ts.createSourceFile(SOURCE, text, ts.ScriptTarget.Latest, true);
  let body: ts.Block | undefined;
  file.forEachChild((node) => {
    if (!ts.isVariableStatement(node)) return;
    for (const d of node.declarationList.declarations)
      if (d.name.getText() === 'getDefaultConfig' && d.initializer && ts.isArrowFunction(d.initializer))
        body = d.initializer.body as ts.Block;
  });
  if (!body) throw new Error('getDefaultConfig not found in tailwind-merge');
  const helpers = new Map<string, string>();
  let result: ts.ObjectLiteralExpression | undefined;
  for (const s of body.statements) {
    if (ts.isVariableStatement(s)) for (const d of s.declarationList.declarations) helpers.set(d.name.getText(), s.getText());
    if (ts.isReturnStatement(s) && s.expression && ts.isObjectLiteralExpression(s.expression)) result = s.expression;
  }
  const props = new Map<string, ts.Expression>();
  for (const p of result!.properties) if (ts.isPropertyAssignment(p)) props.set(p.name.getText().replace(/'/g, ''), p.initializer);
  const entries = (name: string) =>
    new Map(
      (props.get(name) as ts.ObjectLiteralExpression).properties
        .filter(ts.isPropertyAssignment)
        .map((p) => [p.name.getText().replace(/'/g, ''), p.initializer.getText()]),
    );
  return { helpers, props, entries };
}

function generate(): string {
  const groups = usedGroups();
  const { helpers, props, entries } = readDefaultConfig();
  const classGroups = entries('classGroups');
  const keep = new Set(groups);
  const pick = (name: string) => (n: string) => keep.has(n) && entries(name).has(n);
  const conflicts = [...entries('conflictingClassGroups')]
    .filter(([k]) => keep.has(k))
    .map(([k, v]) => [k, (JSON.parse(v.replace(/'/g, '"')) as string[]).filter((g) => keep.has(g))] as const)
    .filter(([, v]) => v.length > 0);
  const modifiers = [...entries('conflictingClassGroupModifiers')].filter(([k]) => pick('conflictingClassGroupModifiers')(k));
  const postfix = (JSON.parse(props.get('postfixLookupClassGroups')!.getText().replace(/'/g, '"')) as string[]).filter((g) => keep.has(g));
  const body = [
    `cacheSize: ${props.get('cacheSize')!.getText()}`,
    `theme: ${props.get('theme')!.getText()}`,
    `classGroups: {\n${groups.map((g) => `${JSON.stringify(g)}: ${classGroups.get(g)}`).join(',\n')}\n}`,
    `conflictingClassGroups: ${JSON.stringify(Object.fromEntries(conflicts))}`,
    `conflictingClassGroupModifiers: {${modifiers.map(([k, v]) => `${JSON.stringify(k)}: ${v}`).join(', ')}}`,
    `postfixLookupClassGroups: ${JSON.stringify(postfix)}`,
    `orderSensitiveModifiers: ${props.get('orderSensitiveModifiers')!.getText()}`,
  ].join(',\n');
  // The helpers (theme getters, scales) the kept text refers to, directly or through another helper.
  const needed = new Set<string>();
  const scan = (text: string) => {
    for (const [name, stmt] of helpers)
      if (!needed.has(name) && new RegExp(`\\b${name}\\b`).test(text)) {
        needed.add(name);
        scan(stmt);
      }
  };
  scan(body);
  const statements = [...helpers].filter(([n]) => needed.has(n)).map(([, s]) => s);
  const validatorNames = Object.keys(validators).filter((v) => new RegExp(`\\b${v}\\b`).test(body + statements.join('\n')));
  return `// Generated by scripts/gen-tw-merge-config.ts (npm run gen:tw-merge): tailwind-merge with only
// the class groups src/web uses, copied from its default config. Do not edit by hand.
import { createTailwindMerge, fromTheme, validators } from 'tailwind-merge';

const { ${validatorNames.join(', ')} } = validators;

export const twMerge = createTailwindMerge(() => {
${statements.join('\n')}
return {
${body}
};
});
`;
}

// Written as the formatter would write it, so `npm test`'s format check passes on the output.
const prettier = await import('prettier');
const options = (await prettier.resolveConfig(OUT)) ?? {};
fs.writeFileSync(OUT, await prettier.format(generate(), { ...options, filepath: OUT }));
console.log(`wrote ${OUT}`);
