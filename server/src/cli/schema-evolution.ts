/**
 * The schema evolution check (`npm run schema:check`, so CI): compares schema.graphql with the
 * last released schema (docs/schema-released.graphql) using GraphQL Inspector's diff, and fails
 * when a breaking change is not recorded in docs/CHANGELOG.md's "Unreleased" section, under
 * "### Breaking", by its schema coordinate in backticks (`Query.product`, `Order.total`,
 * `Query.products.after`). Additions pass; dangerous changes are printed, not refused.
 * `--release <version>` stamps the Unreleased section with the version and today's date and makes
 * the current schema the released one.
 * The staff schema (admin-schema.graphql) is internal to this repository (its only client is the
 * dashboard, changed in the same commit) and is not versioned.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema } from 'graphql';
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';

export const RELEASED_SCHEMA = 'docs/schema-released.graphql';
export const CHANGELOG = 'docs/CHANGELOG.md';
export const CURRENT_SCHEMA = 'schema.graphql';

/** The text of the changelog's "## Unreleased" section (up to the next "## " heading). */
export function unreleasedSection(changelog: string): string {
  const match = /^## Unreleased[^\n]*\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(changelog);
  return match?.[1] ?? '';
}

/** The coordinates named in backticks under "### Breaking" in the Unreleased section. */
export function recordedBreakingChanges(changelog: string): Set<string> {
  const breaking = /^### Breaking[^\n]*\n([\s\S]*?)(?=^### |(?![\s\S]))/m.exec(unreleasedSection(changelog))?.[1] ?? '';
  return new Set([...breaking.matchAll(/`([A-Za-z_][\w.]*)`/g)].map((m) => m[1]));
}

export interface EvolutionReport {
  /** Breaking changes with no line in the changelog: the check fails on these. */
  unrecorded: Change[];
  /** Breaking changes the changelog records. */
  recorded: Change[];
  dangerous: Change[];
  safe: Change[];
}

export async function compareSchemas(releasedSdl: string, currentSdl: string, changelog: string): Promise<EvolutionReport> {
  const changes = await diff(buildSchema(releasedSdl), buildSchema(currentSdl));
  const recordedPaths = recordedBreakingChanges(changelog);
  const report: EvolutionReport = { unrecorded: [], recorded: [], dangerous: [], safe: [] };
  for (const change of changes) {
    if (change.criticality.level === CriticalityLevel.Breaking) {
      (change.path && recordedPaths.has(change.path) ? report.recorded : report.unrecorded).push(change);
    } else if (change.criticality.level === CriticalityLevel.Dangerous) report.dangerous.push(change);
    else report.safe.push(change);
  }
  return report;
}

async function main(argv: string[]): Promise<number> {
  const root = process.cwd();
  const read = (file: string) => fs.readFileSync(path.resolve(root, file), 'utf8');
  const releaseAt = argv.indexOf('--release');
  if (releaseAt >= 0) {
    const version = argv[releaseAt + 1];
    if (!version || !/^\d+\.\d+\.\d+$/.test(version)) {
      console.error('Usage: schema-evolution --release <major.minor.patch>');
      return 1;
    }
    const today = new Date().toISOString().slice(0, 10);
    const changelog = read(CHANGELOG).replace(/^## Unreleased[^\n]*\n/m, `## Unreleased\n\n### Added\n\n### Breaking\n\n## ${version} (${today})\n`);
    fs.writeFileSync(path.resolve(root, CHANGELOG), changelog);
    fs.copyFileSync(path.resolve(root, CURRENT_SCHEMA), path.resolve(root, RELEASED_SCHEMA));
    console.log(`Released the schema as ${version}: ${RELEASED_SCHEMA} and ${CHANGELOG} updated.`);
    return 0;
  }
  const report = await compareSchemas(read(RELEASED_SCHEMA), read(CURRENT_SCHEMA), read(CHANGELOG));
  const line = (change: Change) => `  ${change.path ?? '(schema)'}: ${change.message}`;
  for (const change of report.dangerous) console.warn(`schema evolution: dangerous change (check clients): ${line(change).trim()}`);
  if (report.unrecorded.length) {
    console.error(`${CURRENT_SCHEMA} has breaking changes against the last release (${RELEASED_SCHEMA}) that ${CHANGELOG} does not record:`);
    for (const change of report.unrecorded) console.error(line(change));
    console.error(`Keep the old field (deprecate it instead: see the deprecation policy in ${CHANGELOG}), or record each under "## Unreleased" → "### Breaking" by its coordinate in backticks.`);
    return 1;
  }
  console.log(
    `${CURRENT_SCHEMA} against the last release: ${report.safe.length} safe change(s), ${report.dangerous.length} dangerous, ${report.recorded.length} breaking recorded in ${CHANGELOG}.`,
  );
  return 0;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  process.exitCode = await main(process.argv.slice(2));
}
