/** Plain-text (Markdown) renderings of the tools' answers, for the model that reads them. */
import type {SearchAnswer} from './search';
import type {SdkSymbol} from './symbols';
import type {ReleaseData} from './site-data';

const releaseName = (release: Pick<ReleaseData, 'package' | 'version'>) => `${release.package} ${release.version}`;

export function formatSearch(answer: SearchAnswer, release: ReleaseData): string {
  const head = [`Search results for "${answer.effectiveQuery}" in the documentation of ${releaseName(release)}.`];
  if (answer.corrections.length > 0) {
    head.push(
      `No good match for "${answer.query}"; showing results for "${answer.effectiveQuery}" (${answer.corrections.map(([from, to]) => `${from} → ${to}`).join(', ')}).`,
    );
  }
  if (answer.hits.length === 0) return [...head, 'No page matches.'].join('\n');
  const hits = answer.hits.map((hit, index) => {
    const sections = hit.sections
      .slice(1)
      .map((section) => `   - ${section.title} (${section.url}): ${section.excerpt}`)
      .join('\n');
    return [`${index + 1}. ${hit.title} [${hit.kind}, ${hit.version}]`, `   ${hit.url}`, `   ${hit.excerpt}`, sections]
      .filter(Boolean)
      .join('\n');
  });
  return [...head, '', ...hits, '', 'get_page returns a page as Markdown (pass its URL or path).'].join('\n');
}

export function formatSymbol(symbol: SdkSymbol, release: ReleaseData, siteUrl: string): string {
  const lines = [`## ${symbol.name} (${symbol.kind}) — ${releaseName(release)}`, '', '```ts', symbol.signature, '```'];
  if (symbol.deprecated) lines.push('', `**Deprecated:** ${symbol.deprecated}`);
  if (symbol.description)
    lines.push('', `SDK doc comment (the guides say what the code does where they differ): ${symbol.description}`);
  if (symbol.parameters.length > 0) {
    lines.push('', 'Parameters:');
    for (const p of symbol.parameters) {
      lines.push(`- \`${p.name}${p.optional ? '?' : ''}\`: \`${p.type}\`${p.description ? ` — ${p.description}` : ''}`);
    }
  }
  if (symbol.returns)
    lines.push(
      '',
      `Returns \`${symbol.returns.type}\`${symbol.returns.description ? ` — ${symbol.returns.description}` : ''}`,
    );
  lines.push('', `Reference: ${siteUrl}${symbol.url}`);
  return lines.join('\n');
}

export function formatVersions(releases: readonly ReleaseData[], siteUrl: string): string {
  return [
    'Documented SDK releases (latest first):',
    ...releases.map(
      (release, index) =>
        `- ${releaseName(release)}${index === 0 ? ' (latest, the default)' : ''}: docs ${siteUrl}${release.docsRoot}, API reference ${siteUrl}${release.apiRoot}, ${release.symbols.symbols.length} symbols`,
    ),
  ].join('\n');
}
