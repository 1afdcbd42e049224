/**
 * Build-time replacement of `graphql(`...`)` calls by the generated document constants — what
 * graphql-codegen's client-preset babel/swc plugin does, as a small Vite plugin.
 *
 * Source files keep `graphql(`query Name …`)` (codegen reads them; TypeScript infers the types), but
 * at build time each call becomes a reference to `NameDocument` / `NameFragmentDoc`, the constant
 * generated in client/src/gql/graphql.ts, and the `graphql` import goes away. Each constant is served
 * as its own small virtual module (not imported from graphql.ts, which Rollup would keep whole in one
 * shared chunk), so each chunk carries only the documents it uses. Without this, any graphql() call
 * pulls in client/src/gql/gql.ts: a map holding every document of every route (not tree-shakable).
 *
 * The documents are matched exactly as the generated `graphql()` matches them: by their source text,
 * read from the `documents` map in client/src/gql/gql.ts. A call whose text is not in the map (codegen
 * not re-run yet) is left as it is, with a warning, so behaviour never differs from the unoptimised
 * build.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

type Definition = { kind: string; name: { value: string } };
const isFragment = (d: Definition) => d.kind === 'FragmentDefinition';
/** Virtual module names of shared fragment definitions. */
const FRAGMENT = 'fragment:';

export function graphqlDocuments(options: {
  srcDir: string;
  /** Where this set's generated files are (default `<srcDir>/gql`). */
  gqlDir?: string;
  /** A folder under srcDir with a document set of its own (the staff dashboard's), left to its own instance. */
  excludeDir?: string;
  /** Names this instance's virtual modules (one per document set). */
  name?: string;
}): Plugin {
  const srcDir = path.resolve(options.srcDir);
  const gqlDir = path.resolve(options.gqlDir ?? path.join(srcDir, 'gql'));
  const excludeDir = options.excludeDir ? path.resolve(options.excludeDir) : null;
  const mapFile = path.join(gqlDir, 'gql.ts');
  const typesFile = path.join(gqlDir, 'graphql.ts');
  const virtualPrefix = `\0kapda-gql-doc${options.name ? `-${options.name}` : ''}:`;
  let cache: { mtimeMs: number; map: Map<string, string> } | null = null;

  /** The object literal of one generated constant (`export const Name = {…} as unknown as …;`). */
  function literal(name: string): string {
    const text = fs.readFileSync(typesFile, 'utf8');
    const start = text.indexOf(`export const ${name} = `);
    if (start < 0) throw new Error(`${name} not found in ${typesFile}`);
    const from = start + `export const ${name} = `.length;
    const end = text.indexOf(' as unknown as ', from);
    return text.slice(from, end);
  }

  /** A fragment's definition, by fragment name, from codegen's `…FragmentDoc` constants (its own definition comes first). */
  let fragments: { mtimeMs: number; byName: Map<string, Definition> } | null = null;
  function fragmentDefinition(fragmentName: string): Definition {
    const mtimeMs = fs.statSync(typesFile).mtimeMs;
    if (fragments?.mtimeMs !== mtimeMs) {
      const byName = new Map<string, Definition>();
      for (const match of fs.readFileSync(typesFile, 'utf8').matchAll(/^export const \w+FragmentDoc = (.*) as unknown as /gm)) {
        const own = (JSON.parse(match[1]) as { definitions: Definition[] }).definitions[0];
        byName.set(own.name.value, own);
      }
      fragments = { mtimeMs, byName };
    }
    const own = fragments.byName.get(fragmentName);
    if (!own) throw new Error(`fragment ${fragmentName} not found in ${typesFile}`);
    return own;
  }

  /** Source text → exported constant name, from the `const documents = { "…": types.X, … }` block. */
  function documents(): Map<string, string> {
    const mtimeMs = fs.statSync(mapFile).mtimeMs;
    if (cache?.mtimeMs === mtimeMs) return cache.map;
    const text = fs.readFileSync(mapFile, 'utf8');
    const block = text.slice(text.indexOf('const documents'));
    const map = new Map<string, string>();
    for (const match of block.matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),?$/gm)) {
      map.set(JSON.parse(match[1]) as string, match[2]);
    }
    cache = { mtimeMs, map };
    return map;
  }

  return {
    name: `kapda:graphql-documents${options.name ? `:${options.name}` : ''}`,
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source.startsWith(virtualPrefix) ? source : null;
    },
    load(id) {
      if (!id.startsWith(virtualPrefix)) return null;
      const name = id.slice(virtualPrefix.length);
      // A fragment's definition, shared by every document that spreads it.
      if (name.startsWith(FRAGMENT)) return `export default ${JSON.stringify(fragmentDefinition(name.slice(FRAGMENT.length)))};\n`;
      // Codegen copies each fragment's definition into every document using it (a cart fragment
      // seven times in the start-up chunks): the operation stays here, its fragments are imported.
      const document = JSON.parse(literal(name)) as { kind: string; definitions: Definition[] };
      const fragments = document.definitions.filter(isFragment);
      const imports = fragments.map((f, i) => `import f${i} from ${JSON.stringify(virtualPrefix + FRAGMENT + f.name.value)};\n`).join('');
      const definitions = document.definitions.map((d) => (isFragment(d) ? `f${fragments.indexOf(d)}` : JSON.stringify(d)));
      return `${imports}export default {"kind":${JSON.stringify(document.kind)},"definitions":[${definitions.join(',')}]};\n`;
    },
    transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.tsx?$/.test(file) || !file.startsWith(srcDir + path.sep) || file.startsWith(gqlDir + path.sep)) return null;
      if (excludeDir && file.startsWith(excludeDir + path.sep)) return null;
      if (!code.includes('graphql(`')) return null;
      const map = documents();
      const used = new Set<string>();
      let missed = 0;
      const replaced = code.replace(/\bgraphql\(\s*`([^`]*)`\s*\)/g, (call, source: string) => {
        const name = map.get(source);
        if (!name) {
          missed++;
          this.warn(`graphql() document not found in ${path.relative(process.cwd(), mapFile)} (run npm run codegen); left as a call`);
          return call;
        }
        used.add(name);
        return name;
      });
      if (used.size === 0) return null;
      let out = replaced;
      // Drop `graphql` from its import once no call is left.
      if (missed === 0 && !/\bgraphql\s*\(/.test(out)) {
        out = out.replace(/import\s*\{([^}]*)\}\s*from\s*(['"])([^'"]*\/gql(?:\/index(?:\.js)?)?)\2;?/, (stmt, names: string) => {
          const rest = names
            .split(',')
            .map((n) => n.trim())
            .filter((n) => n && n !== 'graphql');
          return rest.length ? stmt.replace(names, ` ${rest.join(', ')} `) : '';
        });
      }
      const imports = [...used].map((name) => `import ${name} from ${JSON.stringify(virtualPrefix + name)};\n`).join('');
      return { code: imports + out, map: null };
    },
  };
}
