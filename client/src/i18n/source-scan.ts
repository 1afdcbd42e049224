/**
 * Reads the shopper client's source for the i18n tests: literal texts a shopper would see that
 * do not go through t(), and every English key passed to t(). Node only (tests and scripts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseSync } from 'rolldown/utils';

export const CLIENT_SRC = path.resolve(import.meta.dirname, '..');
/** Where the shopper's screens live (the staff dashboard, src/admin, stays English). */
export const SHOPPER_DIRS = ['routes', 'features', 'app/layout', 'ui'];
/** Props whose string value is read by a shopper (or a screen reader). */
export const TEXT_PROPS = new Set([
  'aria-label', 'aria-roledescription', 'aria-valuetext', 'alt', 'caption', 'description', 'emptyDescription', 'emptyText', 'emptyTitle',
  'fallbackTitle', 'heading', 'hint', 'label', 'linkText', 'message', 'placeholder', 'subtitle', 'text', 'title',
]);
/** Object keys whose string value a component shows (`{ label: 'Home', to: '/' }`). */
const LABEL_KEYS = new Set(['label', 'title', 'text', 'heading', 'description']);
/** Texts that are the same in every language: the brand, social networks' names, the language names. */
export const NOT_LANGUAGE = new Set(['Kapda', 'Kapda.', 'Facebook', 'Instagram', 'Twitter', 'LinkedIn', 'English', 'हिन्दी', 'VISA', 'UPI']);

export interface Finding {
  file: string;
  line: number;
  text: string;
}

type Node = { type: string; start: number; end: number; [key: string]: unknown };

export function shopperSourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  for (const dir of SHOPPER_DIRS) walk(path.join(CLIENT_SRC, dir));
  return files;
}

/** A text with letters in it that is not one of the language-free names. */
const isLanguage = (text: string) => /\p{L}/u.test(text) && !NOT_LANGUAGE.has(text.trim());

function walkAst(node: unknown, visit: (node: Node, parentKey: string) => void, parentKey = ''): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walkAst(child, visit, parentKey);
    return;
  }
  const n = node as Node;
  if (typeof n.type === 'string') visit(n, parentKey);
  for (const key of Object.keys(n)) if (key !== 'start' && key !== 'end') walkAst(n[key], visit, key);
}

const lineOf = (source: string, offset: number) => source.slice(0, offset).split('\n').length;

/** Literal strings a JSX child or text prop shows as is: `'x'`, `a ? 'x' : 'y'`, `a && 'x'`, `` `x ${y}` ``. */
function literalTexts(expression: Node | null | undefined): Node[] {
  if (!expression) return [];
  switch (expression.type) {
    case 'Literal':
      return typeof expression.value === 'string' && isLanguage(expression.value) ? [expression] : [];
    case 'TemplateLiteral':
      return (expression.quasis as Node[]).some((q) => isLanguage(String((q.value as { cooked: string }).cooked ?? '')))
        ? [expression]
        : (expression.expressions as Node[]).flatMap(literalTexts);
    case 'ConditionalExpression':
      return [...literalTexts(expression.consequent as Node), ...literalTexts(expression.alternate as Node)];
    case 'LogicalExpression':
      return literalTexts(expression.right as Node);
    default:
      return [];
  }
}

/** Literal JSX texts and text props in the shopper's screens that are not passed through t(). */
export function untranslatedTexts(files = shopperSourceFiles()): Finding[] {
  const findings: Finding[] = [];
  for (const file of files.filter((f) => f.endsWith('.tsx'))) {
    const source = fs.readFileSync(file, 'utf8');
    const { program } = parseSync(file, source);
    const report = (node: Node, text: string) => findings.push({ file: path.relative(CLIENT_SRC, file), line: lineOf(source, node.start), text });
    walkAst(program, (node, parentKey) => {
      if (node.type === 'JSXText' && isLanguage(String(node.value))) report(node, String(node.value).trim());
      if (node.type === 'JSXExpressionContainer' && parentKey === 'children') {
        for (const literal of literalTexts(node.expression as Node)) report(literal, source.slice(literal.start, literal.end));
      }
      // `{ label: 'Home' }` handed to a component (breadcrumbs, tabs) is shown as is.
      if (node.type === 'Property' && (node.key as Node).type === 'Identifier' && LABEL_KEYS.has(String((node.key as Node).name))) {
        for (const literal of literalTexts(node.value as Node)) report(literal, `${(node.key as Node).name}: ${source.slice(literal.start, literal.end)}`);
      }
      if (node.type === 'JSXAttribute') {
        const name = (node.name as { name: string | { name: string } }).name;
        const propName = typeof name === 'string' ? name : name.name;
        const value = node.value as Node | null;
        if (!TEXT_PROPS.has(propName) || !value) return;
        const literals = value.type === 'JSXExpressionContainer' ? literalTexts(value.expression as Node) : literalTexts(value);
        for (const literal of literals) report(literal, `${propName}=${source.slice(literal.start, literal.end)}`);
      }
    });
  }
  return findings;
}

/** Every English key passed as a literal to t() (or a call that translates, see takesKey) in the shopper client. */
export function usedKeys(files = shopperSourceFiles().concat(extraKeyFiles())): Map<string, string> {
  const keys = new Map<string, string>();
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8');
    const { program } = parseSync(file, source);
    walkAst(program, (node) => {
      if (node.type !== 'CallExpression') return;
      if (!takesKey(node.callee as Node)) return;
      const [first] = node.arguments as Node[];
      if (first?.type === 'Literal' && typeof first.value === 'string') keys.set(first.value, `${path.relative(CLIENT_SRC, file)}:${lineOf(source, first.start)}`);
    });
  }
  return keys;
}

/** t('…'), msg('…'), useDocumentTitle('…') and toast.*('…') (both translate their text). */
function takesKey(callee: Node): boolean {
  if (callee.type === 'Identifier') return ['t', 'msg', 'useDocumentTitle'].includes(String(callee.name));
  return callee.type === 'MemberExpression' && (callee.object as Node).type === 'Identifier' && (callee.object as Node).name === 'toast';
}

/** Shopper code outside the screen folders that calls t() (the i18n module itself, the app shell). */
function extraKeyFiles(): string[] {
  return ['app/mount.tsx', 'app/apollo.ts', 'app/layout/LanguageSwitch.tsx'].map((f) => path.join(CLIENT_SRC, f)).filter((f) => fs.existsSync(f));
}
