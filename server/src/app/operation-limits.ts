/**
 * Limits on the size of a GraphQL document itself, before anything is compiled or run.
 *
 * The cost limit (query-cost.ts) bounds the size of the ANSWER, but not the work of preparing a
 * document: graphql-jit compiles every new document into a function, and each alias of a root
 * field runs its resolver again. Measured on 2026-11-24 (production build, 1,000 products): one
 * POST of 1,300 aliases of `sections { id name }` (cost ≈ 7,800, under the 20,000 limit) held the
 * event loop for 0.7–2.0 s when its text was new, so a single address inside the flood limit could
 * stall the store for everybody. Two limits close that:
 *
 * - `GRAPHQL_MAX_TOKENS`: graphql-js stops parsing a longer document (GraphQLSyntaxError → 400).
 * - `GRAPHQL_MAX_ALIASES`: aliases counted as they would run, fragments spread where they are used
 *   (a fragment of 10 aliases spread 10 times counts 100), in every operation of the document,
 *   whatever @include/@skip decide: the compile cost is paid for all of them.
 *
 * The store's own operations use at most one alias and 210 tokens; introspection about 190.
 */
import type { RequestHandler } from 'express';
import { GraphQLError, Kind, parse, type ASTVisitor, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';

/** Aliases the selection set would run, fragment spreads expanded (each fragment counted once per spread). */
export function countAliases(selectionSet: SelectionSetNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>, memo = new Map<string, number>(), visiting = new Set<string>()): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.alias) count++;
      if (selection.selectionSet) count += countAliases(selection.selectionSet, fragments, memo, visiting);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += countAliases(selection.selectionSet, fragments, memo, visiting);
    } else {
      const name = selection.name.value;
      // A cycle is reported by graphql-js's NoFragmentCycles; an unknown fragment by KnownFragmentNames.
      const fragment = fragments.get(name);
      if (!fragment || visiting.has(name)) continue;
      if (!memo.has(name)) {
        visiting.add(name);
        memo.set(name, countAliases(fragment.selectionSet, fragments, memo, visiting));
        visiting.delete(name);
      }
      count += memo.get(name)!;
    }
  }
  return count;
}

/** A validation rule: refuses a document whose operations run more than `maxAliases` aliases in all. */
export function aliasLimit(maxAliases: number) {
  return (context: ValidationContext): ASTVisitor => {
    const document = context.getDocument();
    const fragments = new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
    const memo = new Map<string, number>();
    let aliases = 0;
    for (const definition of document.definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION) aliases += countAliases(definition.selectionSet, fragments, memo);
    }
    if (aliases > maxAliases) {
      context.reportError(
        new GraphQLError(`Too many aliases: the document uses ${aliases}, the limit is ${maxAliases}. Ask for each field once, or send separate requests.`, {
          // A validation error: GRAPHQL_VALIDATION_FAILED and 400, like every other refused document.
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED', aliases, limit: maxAliases },
        }),
      );
    }
    return {};
  };
}

/**
 * The shape of a document as graphql-js's validation will walk it: fields counted where they run,
 * fragments (named and inline) expanded where they are spread.
 *
 * Why before validation: graphql-js's OverlappingFieldsCanBeMergedRule compares every pair of
 * fields that answer under the same name in one selection set, fragments expanded, and each such
 * pair again field by field through their sub-selections. `{ sections { id } sections { id } … }`
 * 480 times (7.7 KB, no alias, under the token limit) spent 0.3–1.2 s there (2026-11-28) before
 * the document was refused, and a validation rule cannot stop it: rules run side by side in one
 * walk, so the comparison has been paid before any other rule's verdict counts. The shape is
 * measured first, in one pass over the document, and a document over the limits never reaches
 * validation.
 */
export interface DocumentShape {
  /** The most fields of one selection set, fragments spread into it expanded. */
  largestSelectionSet: number;
  /** Fields of the whole document (every operation), fragments expanded at each spread. */
  fields: number;
  /**
   * An upper bound of the field comparisons OverlappingFieldsCanBeMerged makes: for every
   * selection set, every pair of fields under the same response name, times the fields of their
   * two subtrees (a pair of `sections { categories { id } }` compares the categories pairwise too),
   * and every pair of named fragments spread into it.
   */
  overlapComparisons: number;
}

/** Counts past this are reported as this (a chain of fragments spreading the last twice doubles). */
const SHAPE_CEILING = 1e12;
const cap = (n: number) => Math.min(n, SHAPE_CEILING);

/** Fields of a selection set under one response name: how many, and the sizes of their subtrees. */
interface NameGroup {
  count: number;
  /** Sum of the subtree sizes (the field itself and every field under it, expanded). */
  sizes: number;
  /** Sum of the squared subtree sizes (to count pairs only, not a field with itself). */
  squares: number;
}

interface SelectionShape {
  /** Fields it adds to the selection set it is part of, by response name (fragments expanded). */
  groups: Map<string, NameGroup>;
  /** Fields it adds to that selection set. */
  ownFields: number;
  /** Every field under it, expanded. */
  fields: number;
  /** Largest selection set strictly inside it (the sub-selections of its fields). */
  largestInside: number;
  /** Comparisons inside it (its fields' sub-selections), see DocumentShape.overlapComparisons. */
  comparisonsInside: number;
  /** Named fragments spread directly into it (or into its inline fragments): graphql-js compares them pairwise. */
  spreads: Set<string>;
}

function addGroup(groups: Map<string, NameGroup>, name: string, count: number, sizes: number, squares: number): void {
  const group = groups.get(name);
  if (group) {
    group.count += count;
    group.sizes = cap(group.sizes + sizes);
    group.squares = cap(group.squares + squares);
  } else groups.set(name, { count, sizes, squares });
}

/**
 * Pairs of same-named fields of one selection set, weighted by the product of their subtree sizes,
 * plus each pair of the named fragments spread into it (compared with each other at least once).
 */
function comparisonsOf(shape: SelectionShape): number {
  let total = (shape.spreads.size * (shape.spreads.size - 1)) / 2;
  for (const group of shape.groups.values()) if (group.count > 1) total = cap(total + (group.sizes * group.sizes - group.squares) / 2);
  return total;
}

/**
 * Measures a document in one pass (each fragment measured once, then added where it is spread).
 * `stopAbove` ends the walk early once one selection set is that large: the answer is then only
 * "over", and a huge document costs no more to refuse than a small one.
 */
export function documentShape(document: DocumentNode, stopAbove = Infinity): DocumentShape {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const memo = new Map<string, SelectionShape>();
  const visiting = new Set<string>();
  class TooLarge extends Error {}

  function measure(selectionSet: SelectionSetNode): SelectionShape {
    const shape: SelectionShape = { groups: new Map(), ownFields: 0, fields: 0, largestInside: 0, comparisonsInside: 0, spreads: new Set() };
    for (const selection of selectionSet.selections) {
      let part: SelectionShape | undefined;
      if (selection.kind === Kind.FIELD) {
        let size = 1;
        if (selection.selectionSet) {
          const inner = measure(selection.selectionSet);
          size = cap(1 + inner.fields);
          shape.largestInside = Math.max(shape.largestInside, inner.ownFields, inner.largestInside);
          shape.comparisonsInside = cap(shape.comparisonsInside + inner.comparisonsInside + comparisonsOf(inner));
        }
        addGroup(shape.groups, selection.alias?.value ?? selection.name.value, 1, size, size * size);
        shape.ownFields++;
        shape.fields = cap(shape.fields + size);
      } else {
        if (selection.kind === Kind.INLINE_FRAGMENT) {
          part = measure(selection.selectionSet);
          for (const name of part.spreads) shape.spreads.add(name);
        } else {
          const name = selection.name.value;
          shape.spreads.add(name);
          const fragment = fragments.get(name);
          // Unknown fragments and cycles are graphql-js's to report (KnownFragmentNames, NoFragmentCycles).
          if (!fragment || visiting.has(name)) continue;
          part = memo.get(name);
          if (!part) {
            visiting.add(name);
            part = measure(fragment.selectionSet);
            visiting.delete(name);
            memo.set(name, part);
          }
        }
        for (const [name, group] of part.groups) addGroup(shape.groups, name, group.count, group.sizes, group.squares);
        shape.ownFields = cap(shape.ownFields + part.ownFields);
        shape.fields = cap(shape.fields + part.fields);
        shape.largestInside = Math.max(shape.largestInside, part.largestInside);
        shape.comparisonsInside = cap(shape.comparisonsInside + part.comparisonsInside);
      }
      if (shape.ownFields > stopAbove || shape.largestInside > stopAbove) throw new TooLarge();
    }
    return shape;
  }

  let largestSelectionSet = 0;
  let fields = 0;
  let overlapComparisons = 0;
  try {
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      const shape = measure(definition.selectionSet);
      largestSelectionSet = Math.max(largestSelectionSet, shape.ownFields, shape.largestInside);
      fields = cap(fields + shape.fields);
      overlapComparisons = cap(overlapComparisons + shape.comparisonsInside + comparisonsOf(shape));
    }
  } catch (error) {
    if (!(error instanceof TooLarge)) throw error;
    return { largestSelectionSet: Infinity, fields: Infinity, overlapComparisons: Infinity };
  }
  return { largestSelectionSet, fields, overlapComparisons };
}

/** The shape limits of a document (config: GRAPHQL_MAX_SELECTION_FIELDS, GRAPHQL_MAX_FIELDS, GRAPHQL_MAX_FIELD_COMPARISONS). */
export interface ShapeLimits {
  maxSelectionFields: number;
  maxFields: number;
  maxComparisons: number;
}

export const shapeLimitsOf = (config: { GRAPHQL_MAX_SELECTION_FIELDS: number; GRAPHQL_MAX_FIELDS: number; GRAPHQL_MAX_FIELD_COMPARISONS: number }): ShapeLimits => ({
  maxSelectionFields: config.GRAPHQL_MAX_SELECTION_FIELDS,
  maxFields: config.GRAPHQL_MAX_FIELDS,
  maxComparisons: config.GRAPHQL_MAX_FIELD_COMPARISONS,
});

/** The refusal of a document over a shape limit (GRAPHQL_VALIDATION_FAILED, as every refused document), or null. */
export function shapeError(document: DocumentNode, limits: ShapeLimits): GraphQLError | null {
  const shape = documentShape(document, limits.maxSelectionFields);
  const refuse = (message: string, extensions: Record<string, unknown>) => new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', ...extensions } });
  if (shape.largestSelectionSet > limits.maxSelectionFields) {
    return refuse(`Too many fields in one selection: the limit is ${limits.maxSelectionFields}, fragments counted where they are spread. Ask for each field once, or send separate requests.`, {
      limit: limits.maxSelectionFields,
    });
  }
  if (shape.fields > limits.maxFields) {
    return refuse(`Too many fields: the document asks for ${shape.fields}, fragments counted where they are spread, the limit is ${limits.maxFields}. Send separate requests.`, {
      fields: shape.fields,
      limit: limits.maxFields,
    });
  }
  if (shape.overlapComparisons > limits.maxComparisons) {
    return refuse(`Too many repeated fields: the same field is asked for again and again in one selection (${shape.overlapComparisons} comparisons, the limit is ${limits.maxComparisons}). Ask for each field once.`, {
      comparisons: shape.overlapComparisons,
      limit: limits.maxComparisons,
    });
  }
  return null;
}

/**
 * Express middleware in front of Apollo (POST body or GET ?query=): parses the document (within
 * the token limit) and refuses it over a shape limit before Apollo validates it. Texts already
 * admitted are remembered (bounded), so the store's own operations are parsed here once.
 */
export function documentShapeLimit(limits: ShapeLimits, maxTokens: number): RequestHandler {
  const admitted = new Set<string>();
  return (req, res, next) => {
    const body = req.body as { query?: unknown } | undefined;
    const text = typeof body?.query === 'string' ? body.query : typeof req.query?.query === 'string' ? req.query.query : undefined;
    if (text === undefined || admitted.has(text)) return next();
    let document: DocumentNode;
    try {
      document = parse(text, { maxTokens, noLocation: true });
    } catch {
      return next(); // Apollo answers the syntax error (or the token limit) in its own words
    }
    const error = shapeError(document, limits);
    if (error) {
      res.status(400).json({ errors: [{ message: error.message, extensions: error.extensions }] });
      return;
    }
    if (text.length <= 20_000) {
      if (admitted.size >= 1000) admitted.delete(admitted.values().next().value as string);
      admitted.add(text);
    }
    next();
  };
}
