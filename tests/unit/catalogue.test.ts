import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { catalogue, FILES } from '#catalogue';
import { type Lang, noPermissionMessage } from '#contract';
import { wordsIn } from '../../server/i18n.ts';

/**
 * The string catalogue's rules: every text in both languages with the same placeholders, each
 * text once, the spec's Chinese texts verbatim, files named after the folders they serve, and no
 * visible literal in a component.
 */

const ROOT = new URL('../../', import.meta.url).pathname;

type Tree = { readonly [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = '', out: Record<string, string> = {}): Record<string, string> => {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[prefix + key] = value;
    else flatten(value, `${prefix}${key}.`, out);
  }
  return out;
};

const texts: Record<Lang, Record<string, string>> = {
  'zh-CN': flatten(catalogue('zh-CN') as Tree),
  en: flatten(catalogue('en') as Tree),
};
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the catalogue', () => {
  it('has every key in both languages, none empty, with the same {placeholders}', () => {
    expect(Object.keys(texts.en).sort()).toEqual(Object.keys(texts['zh-CN']).sort());
    for (const [key, zh] of Object.entries(texts['zh-CN'])) {
      const en = texts.en[key] ?? '';
      expect(zh.trim(), key).not.toBe('');
      expect(en.trim(), key).not.toBe('');
      expect(placeholders(en), key).toEqual(placeholders(zh));
    }
  });

  it('defines each namespace in one file only (a second would replace the first)', () => {
    for (const lang of ['zh-CN', 'en'] as const) {
      const owners = new Map<string, string[]>();
      for (const [file, messages] of Object.entries(FILES)) {
        for (const namespace of Object.keys(messages[lang])) {
          owners.set(namespace, [...(owners.get(namespace) ?? []), file]);
        }
      }
      const twice = [...owners].filter(([, files]) => files.length > 1);
      expect(twice, lang).toEqual([]);
    }
  });

  it('uses one placeholder syntax, {name}: no i18next {{name}} is left', () => {
    const doubled = Object.entries(texts['zh-CN']).filter(([, text]) => text.includes('{{'));
    expect(doubled).toEqual([]);
  });

  it('carries each text once: no two keys read the same in both languages', () => {
    // Same Chinese and same English is the same meaning; a Chinese word with two English
    // renderings (确定: OK / Confirm) is two meanings and may stay two keys. Permission names are
    // the codes' own names and may coincide (func_used_detail and router_vup_detail).
    const byText = new Map<string, string[]>();
    for (const [key, zh] of Object.entries(texts['zh-CN'])) {
      const both = `${zh}\u0000${texts.en[key]}`;
      byText.set(both, [...(byText.get(both) ?? []), key]);
    }
    const duplicates = [...byText.values()].filter(
      (keys) => keys.length > 1 && !keys.every((key) => key.startsWith('perm.')),
    );
    expect(duplicates).toEqual([]);
  });

  it("holds the spec's Chinese texts verbatim (sections 5, 8 and 9)", () => {
    const chinese = new Set(Object.values(texts['zh-CN']));
    const SPEC_TEXTS = [
      // Section 5: the upload's confirmation.
      '确定移除 {file}?',
      // Section 8: the default message for each HTTP status, the timeout, the version notice.
      '发出信息有误',
      '用户没有权限(令牌失效、用户名、密码错误、登录过期)',
      '令牌过期',
      '访问被禁止',
      '访问资源不存在',
      '请求方法未允许',
      '请求格式不可得',
      '请求超时',
      '服务器发生错误',
      '网关错误',
      '服务不可用',
      '网关超时',
      '请求超时，请稍后再试',
      '前端页面新版本已更新，请及时刷新页面',
    ];
    expect(SPEC_TEXTS.filter((text) => !chinese.has(text))).toEqual([]);
    // Section 5's rules and section 8's login failure are given in English: their wording here.
    const SPEC_ENGLISH: Record<string, string> = {
      'username cannot be empty': texts.en['validation.username_required'] ?? '',
      'must not contain disallowed characters': texts.en['validation.username_chars'] ?? '',
      'please enter password': texts.en['validation.password_required'] ?? '',
      'must contain letters and digits and be at least 8 characters':
        texts.en['validation.password_rule'] ?? '',
      'failed to get data, please log in again': texts.en['auth.noData'] ?? '',
    };
    for (const [spec, ours] of Object.entries(SPEC_ENGLISH)) expect(ours.toLowerCase()).toContain(spec);
  });

  it("words the 599 message with the contract's template, as the emulator does", () => {
    expect(texts['zh-CN']['codes.noPermission']).toBe('当前用户无 {names} 权限');
    expect(noPermissionMessage(['卡列表', '计费组'], wordsIn('zh-CN'))).toBe(
      '当前用户无 卡列表或计费组 权限',
    );
    expect(noPermissionMessage(['Card list', 'Billing groups'], wordsIn('en'))).toBe(
      'The current user lacks the Card list or Billing groups permission',
    );
  });

  it('names each feature file after the folder it serves, with one namespace of that name', () => {
    const features = new Set(
      readdirSync(join(ROOT, 'client/features'), { withFileTypes: true }).flatMap((d) =>
        d.isDirectory() ? [d.name] : [],
      ),
    );
    const shared = new Set(SHARED_FILES);
    for (const [file, messages] of Object.entries(FILES)) {
      if (shared.has(file)) continue;
      expect(features.has(file), `client/features/${file}`).toBe(true);
      const namespace = file.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
      expect(Object.keys(messages['zh-CN']), file).toEqual([namespace]);
    }
    const onDisk = readdirSync(join(ROOT, 'contract/catalogue')).filter((f) => f.endsWith('.ts'));
    expect(onDisk.map((f) => f.replace(/\.ts$/, '')).sort()).toEqual(
      [...Object.keys(FILES), 'define', 'index'].sort(),
    );
  });
});

/** Catalogue files no feature owns: the shell's, the shared components', and the contract's vocabularies. */
const SHARED_FILES = ['app', 'common', 'actions', 'field', 'messages', 'perm', 'template', 'validation'];
/** Namespaces any feature may read: the shared components', the shared actions and the contract's. */
const SHARED_NAMESPACES = new Set([
  'common',
  'codes',
  'table',
  'widgets',
  'actions',
  'field',
  'perm',
  'validation',
]);

/** Every TypeScript source under `dir` (relative to the repository), the catalogue's own files aside. */
const sourcesIn = (dir: string) =>
  (readdirSync(join(ROOT, dir), { recursive: true }) as string[])
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => `${dir}/${f}`)
    .filter((f) => !f.startsWith('contract/catalogue/'));

/** Object literals with a `'zh-CN'` text: a text pair written where it is used, not in the catalogue. */
function inlinePairsIn(name: string, text: string): string[] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isStringLiteral(node.name) &&
      node.name.text === 'zh-CN' &&
      (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer))
    )
      found.push(`${name}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The catalogue keys a feature's file names (`t('sms.send.title')`, `'card.time'`) outside its namespace. */
function foreignKeysIn(file: string, own: string, namespaces: ReadonlySet<string>): string[] {
  return [
    ...readFileSync(join(ROOT, file), 'utf8').matchAll(/['"`]([a-z][A-Za-z]*)\.[\w.${}]+['"`]/g),
  ].flatMap((m) =>
    namespaces.has(m[1] as string) && m[1] !== own && !SHARED_NAMESPACES.has(m[1] as string)
      ? [`${file}: ${m[0]}`]
      : [],
  );
}

describe('one catalogue for both sides', () => {
  it('holds every text pair: none is written inline in the client, the contract or the emulator', () => {
    const found = ['client', 'contract', 'server'].flatMap((dir) =>
      sourcesIn(dir).flatMap((file) => inlinePairsIn(file, readFileSync(join(ROOT, file), 'utf8'))),
    );
    expect(found).toEqual([]);
    expect(inlinePairsIn('planted.ts', "const x = { 'zh-CN': '甲', en: 'A' };")).toEqual(['planted.ts:1']);
  });

  it('lets a feature read its own namespace and the shared ones only', () => {
    const namespaces = new Set(Object.values(FILES).flatMap((file) => Object.keys(file['zh-CN'])));
    const found = readdirSync(join(ROOT, 'client/features'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) => {
        const own = d.name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
        return sourcesIn(`client/features/${d.name}`).flatMap((file) => foreignKeysIn(file, own, namespaces));
      });
    expect(found).toEqual([]);
  });

  it('words by key on both sides: no text picked by language in the client or the emulator', () => {
    const byLang = /[\w)\]]\??\.?\[(lang|currentLang\(\))\]|\['zh-CN'\]/;
    const conditional = /lang (===|!==) '|'(en|zh-CN)' (===|!==)|(===|!==) '(en|zh-CN)'/;
    const lines = (dir: string, pattern: RegExp) =>
      sourcesIn(dir).flatMap((file) =>
        readFileSync(join(ROOT, file), 'utf8')
          .split('\n')
          .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1} ${line.trim()}`] : [])),
      );
    expect(lines('client', byLang)).toEqual([]);
    expect(lines('server', conditional)).toEqual([]);
  });
});

/** Attributes whose text a user sees or hears. */
const VISIBLE_ATTRIBUTES = new Set([
  'title',
  'placeholder',
  'aria-label',
  'alt',
  'label',
  'caption',
  'description',
]);
const HAS_WORDS = /\p{L}/u;

/** The visible literals of one TSX source: text children, visible attributes, string children. */
function literalsIn(name: string, text: string): string[] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const where = (node: ts.Node) =>
    `${name}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && HAS_WORDS.test(node.text)) found.push(`${where(node)} ${node.text.trim()}`);
    if (
      ts.isJsxAttribute(node) &&
      VISIBLE_ATTRIBUTES.has(node.name.getText()) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      HAS_WORDS.test(node.initializer.text)
    )
      found.push(`${where(node)} ${node.getText()}`);
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isStringLiteral(node.expression) || ts.isNoSubstitutionTemplateLiteral(node.expression)) &&
      HAS_WORDS.test(node.expression.text) &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    )
      found.push(`${where(node)} ${node.getText()}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('components', () => {
  const files = (readdirSync(join(ROOT, 'client'), { recursive: true }) as string[])
    .filter((f) => f.endsWith('.tsx'))
    .map((f) => join(ROOT, 'client', f));

  it('render no visible literal: every word on screen comes from the catalogue', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => literalsIn(file.slice(ROOT.length), readFileSync(file, 'utf8')))).toEqual(
      [],
    );
  });

  it('hold no Chinese outside the catalogue', () => {
    const sources = (readdirSync(join(ROOT, 'client'), { recursive: true }) as string[])
      .filter((f) => /\.tsx?$/.test(f) && !f.startsWith('locales'))
      .map((f) => join(ROOT, 'client', f));
    const chinese = sources.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          /[\u4e00-\u9fff]/.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line)
            ? [`${file.slice(ROOT.length)}:${i + 1}`]
            : [],
        ),
    );
    expect(chinese).toEqual([]);
  });

  it('the literal check finds planted literals and passes catalogue texts', () => {
    const planted = `const A = () => <p title="Close" aria-label={t('common.close')}>关闭 {'now'}<span>{t('common.save')}</span></p>;`;
    expect(literalsIn('planted.tsx', planted)).toEqual([
      'planted.tsx:1 title="Close"',
      'planted.tsx:1 关闭',
      "planted.tsx:1 {'now'}",
    ]);
    expect(
      literalsIn(
        'clean.tsx',
        `const B = () => <p className="px-2" title={t('common.close')}>{count} / {max}</p>;`,
      ),
    ).toEqual([]);
  });
});
