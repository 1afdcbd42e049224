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
import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';

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
