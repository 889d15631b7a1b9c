// The "On this page" entries of the API pages: the sections their templates show, by id.
import type { TocItem } from '../../types.ts';
import type { ApiInfo, ApiOperation } from './types.ts';

/**
 * The ids of the overview's own sections (ApiInfoPage.tsx): the spec's description above them
 * (often with an "Authentication" heading of its own) gives its headings other ids.
 */
export const INFO_SECTION_IDS: readonly string[] = [
  'servers',
  'authentication',
  'operations',
  'other-operations',
  'webhooks',
  'download',
];

export function infoToc(descriptionToc: TocItem[], api?: Pick<ApiInfo, 'tags' | 'operations'>): TocItem[] {
  const webhooks = api?.operations.some((op) => op.webhook);
  const untagged = api?.operations.some(
    (op) => !op.webhook && !api.tags.some((t) => t.routes.includes(op.route)),
  );
  return [
    ...descriptionToc,
    { id: 'servers', text: 'Servers', level: 2 },
    { id: 'authentication', text: 'Authentication', level: 2 },
    { id: 'operations', text: 'Operations', level: 2 },
    ...(api?.tags ?? []).map((tag) => ({ id: tag.anchor, text: tag.label, level: 3 })),
    ...(api?.tags.length && untagged ? [{ id: 'other-operations', text: 'Other operations', level: 3 }] : []),
    ...(webhooks ? [{ id: 'webhooks', text: 'Webhooks', level: 2 }] : []),
    { id: 'download', text: 'Download the specification', level: 2 },
  ];
}

/** `codeSamples`: whether the page shows any (known before they are made: operation-samples.ts). */
export function operationToc(api: ApiOperation, codeSamples = api.codeSamples.length > 0): TocItem[] {
  // The samples panel follows the description (beside the reference on wide screens).
  const toc: TocItem[] = codeSamples ? [{ id: 'code-samples', text: 'Code samples', level: 2 }] : [];
  toc.push({ id: 'request', text: 'Request', level: 2 });
  if (api.security.length > 0) toc.push({ id: 'authorization', text: 'Authorization', level: 3 });
  for (const where of ['path', 'query', 'header', 'cookie'] as const) {
    if (api.parameters.some((p) => p.in === where)) {
      toc.push({
        id: `${where}-parameters`,
        text: `${where[0].toUpperCase()}${where.slice(1)} parameters`,
        level: 3,
      });
    }
  }
  if (api.requestBody) toc.push({ id: 'request-body', text: 'Request body', level: 3 });
  toc.push({ id: 'responses', text: 'Responses', level: 2 });
  for (const r of api.responses)
    toc.push({ id: `response-${r.status}`, text: `${r.status} ${r.statusText}`.trim(), level: 3 });
  return toc;
}
