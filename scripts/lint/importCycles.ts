// The cycle check of `npm run lint` (checkImportCycles.ts): no module of the tree reaches itself through its imports (lazy
// import() included; type-only imports, erased from the build, aside), since two modules in a
// cycle cannot be understood apart. ESLint's import/no-cycle said the same in three fifths of the
// lint's time, building an ESLint syntax tree of every module once more; this reads each module's
// import statements with TypeScript's parser and resolves them as the five projects do.
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import ts from 'typescript';
import { isLintProbeFolder } from './lintProbeFolders';

/** The folders whose modules are checked, as ESLint's module-boundary block covers them. */
export const CYCLE_FOLDERS = ['hosting/src', 'hosting/vite-plugins', 'functions/src', 'packages/domain/src', 'scripts', 'e2e'];
/** Each module resolves its imports as the project whose folder holds it (the longest match; the rest as scripts/'s). */
const PROJECTS = ['hosting', 'functions', 'packages/domain', 'scripts', 'e2e'];
const MODULE_FILE = /\.(ts|tsx|mts|mjs)$/;
const NOT_SOURCE = new Set(['node_modules', 'dist', 'dist-server', 'lib', '.local']);

/** The compiler options of the project, under `root` (the repository), that holds `file`. */
const compilerOptions = new Map<string, ts.CompilerOptions>();
function optionsFor(file: string, root: string): ts.CompilerOptions {
  const project =
    PROJECTS.filter((folder) => file.startsWith(join(root, folder) + sep)).sort((a, b) => b.length - a.length)[0] ?? 'scripts';
  const path = join(root, project, 'tsconfig.json');
  let options = compilerOptions.get(path);
  if (!options) {
    const { config } = ts.readConfigFile(path, ts.sys.readFile);
    options = ts.parseJsonConfigFileContent(config, ts.sys, dirname(path), undefined, path).options;
    compilerOptions.set(path, options);
  }
  return options;
}

/** What a module imports at run time: static imports and re-exports that are not type-only, and import() with a literal. */
export function runtimeImports(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  const typeOnly = (elements: readonly { isTypeOnly: boolean }[]) => elements.length > 0 && elements.every((element) => element.isTypeOnly);
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause && (clause.isTypeOnly || (!clause.name && bindings && ts.isNamedImports(bindings) && typeOnly(bindings.elements)));
      if (!onlyTypes) specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.exportClause;
      const onlyTypes = statement.isTypeOnly || (clause && ts.isNamedExports(clause) && typeOnly(clause.elements));
      if (!onlyTypes) specifiers.push(statement.moduleSpecifier.text);
    }
  }
  // import() may sit anywhere; most modules have none, so only those are walked.
  if (/\bimport\s*\(/.test(text)) {
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [argument] = node.arguments;
        if (argument && ts.isStringLiteralLike(argument)) specifiers.push(argument.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return specifiers;
}

/** The tree's module `specifier` names from `file`, resolved by its project; undefined for a package or what does not resolve. */
function resolveImport(specifier: string, file: string, root: string): string | undefined {
  const { resolvedModule } = ts.resolveModuleName(specifier, file, optionsFor(file, root), ts.sys);
  if (!resolvedModule || resolvedModule.resolvedFileName.endsWith('.d.ts')) return undefined;
  // A workspace package (@estate/domain) is the tree's own code, reached through its link in node_modules.
  const target = realpathSync(resolvedModule.resolvedFileName);
  return target.startsWith(root + sep) && !target.split(sep).includes('node_modules') ? target : undefined;
}

/** Every module file under `folder`, the tree's sources only (no packages, builds or lint probes). */
export function modulesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return NOT_SOURCE.has(entry.name) || isLintProbeFolder(entry.name) ? [] : modulesUnder(path);
    return MODULE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * The import cycles among the modules `files` reach, resolved from `root` (the repository): each as
 * the files of one strongly connected component (Tarjan's); none when the graph has none.
 */
export function findImportCycles(files: string[], root: string): string[][] {
  const edges = new Map<string, string[]>();
  const pending = files.map((file) => resolve(file));
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (edges.has(file)) continue;
    const targets = [...new Set(runtimeImports(file).flatMap((specifier) => resolveImport(specifier, file, root) ?? []))];
    edges.set(file, targets);
    pending.push(...targets.filter((target) => !edges.has(target)));
  }

  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file)!) {
      if (!index.has(target)) {
        connect(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || edges.get(file)!.includes(file)) cycles.push(component.reverse());
  };
  for (const file of edges.keys()) if (!index.has(file)) connect(file);
  return cycles;
}
