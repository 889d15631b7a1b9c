// Each page's title, description (and method, for API operations), read before any page is
// rendered: breadcrumbs, cards and meta descriptions of other pages show them.
import type { PagePlan } from './create-routes.ts';
import { descriptionText } from './description-links.ts';
import type { PageSummary } from './navigation.ts';
import { leadSentence } from '../content/markdown/lead-text.ts';
import { operationObject } from '../openapi/views/operation-object.ts';

export function pageSummaries(pages: PagePlan[]): Map<string, PageSummary> {
  const summaries = new Map<string, PageSummary>();
  for (const page of pages) summaries.set(page.route, summaryOf(page));
  return summaries;
}

function summaryOf(page: PagePlan): PageSummary {
  switch (page.kind) {
    case 'doc':
      return { title: page.doc.title, description: page.doc.description };
    case 'generated-index':
      return {
        title: page.title,
        description:
          page.descriptionAt && page.description ? descriptionText(page.description) : page.description,
      };
    case 'api-info':
      return {
        title: page.api.info.title,
        description: page.api.info.summary ?? leadSentence(page.api.document.info.description),
      };
    case 'api-changelog':
      return {
        title: `${page.newer.info.title}: changes from ${page.older.apiVersion!.name} to ${page.newer.apiVersion!.name}`,
        description: `What changed in the API from ${page.older.apiVersion!.name} to ${page.newer.apiVersion!.name}, breaking or not.`,
      };
    case 'api-operation': {
      const op = page.api.operations[page.operation];
      const raw = operationObject(page.api, op);
      return {
        title: op.summary,
        description: leadSentence(raw.description),
        method: op.method,
        path: op.path,
      };
    }
  }
}
