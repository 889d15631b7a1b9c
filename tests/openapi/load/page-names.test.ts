// src/openapi/load/page-names.ts: titles made from operationIds keep version-like tokens whole; a
// summary that is text, not a title (OpenAI's paragraphs), gives way to the operationId or its
// first sentence, and the page shows it above the description, with a warning at its line.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { select } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { kebabCase } from '../../../src/openapi/load/kebab-case.ts';
import { operationTitle } from '../../../src/openapi/load/page-names.ts';
import { buildCases, type BuiltCases } from '../../helpers/openapi-cases.ts';

describe('src/openapi/load/page-names.ts', () => {
  test('operationIds become titles with V1, v1alpha1, v2beta3, OAuth2 and IPv6 whole', () => {
    const cases: [string, string][] = [
      ['listPets', 'List pets'],
      ['repos/get-content', 'Repos get content'],
      ['listCoreV1Namespace', 'List core v1 namespace'],
      ['connectCoreV1DeleteNamespacedPodProxy', 'Connect core v1 delete namespaced pod proxy'],
      [
        'listAdmissionregistrationV1alpha1ValidatingAdmissionPolicy',
        'List admissionregistration v1alpha1 validating admission policy',
      ],
      ['readAutoscalingV2beta3Status', 'Read autoscaling v2beta3 status'],
      ['admissionregistration_v1alpha1_list', 'Admissionregistration v1alpha1 list'],
      ['v1ListPods', 'V1 list pods'],
      ['getOAuth2Token', 'Get OAuth2 token'],
      ['OAuth2Authorize', 'OAuth2 authorize'],
      ['listIPv6Ranges', 'List IPv6 ranges'],
      ['get_ipv4_address', 'Get ipv4 address'],
      ['getHTTPServer', 'Get http server'],
      ['getDevice2Status', 'Get device2 status'],
      ['getV2Beta', 'Get v2 beta'],
      ['deleteVolume', 'Delete volume'],
    ];
    for (const [operationId, title] of cases)
      assert.equal(operationTitle({ operationId }, 'get', '/x'), title, operationId);
  });

  test('slugs keep kebab-case’s words, so routes do not move', () => {
    assert.equal(kebabCase('listCoreV1Namespace'), 'list-core-v-1-namespace');
    assert.equal(operationTitle({ summary: '  Own summary ' }, 'get', '/x'), 'Own summary');
    assert.equal(operationTitle({}, 'post', '/pets/{id}'), 'POST /pets/{id}');
  });
});

describe('src/openapi/load/page-names.ts: summaries that are text', () => {
  test('several lines or over 120 characters: the operationId, else the first sentence as plain text', () => {
    const text = '**Starting?** Try [Responses](/docs/r).\n\nCreates a model response.';
    assert.equal(
      operationTitle({ summary: text, operationId: 'createChatCompletion' }, 'post', '/c'),
      'Create chat completion',
    );
    assert.equal(operationTitle({ summary: text }, 'post', '/c'), 'Starting?');
    assert.equal(
      operationTitle({ summary: `List [things](/x) \`a\` ${'b'.repeat(130)}` }, 'get', '/c').length,
      120,
    );
    assert.equal(operationTitle({ summary: 'A'.repeat(120) }, 'get', '/c'), 'A'.repeat(120));
    // Hostile text stays text: no tag, no live link in a title.
    assert.equal(
      operationTitle({ summary: '<img src=x onerror=alert(1)> [a](javascript:alert(1))\nmore' }, 'get', '/c'),
      '<img src=x onerror=alert(1)> a',
    );
  });

  let site: BuiltCases;
  before(async () => {
    site = await buildCases(['text-summaries']);
  });
  after(() => site?.cleanup());

  test('the page is titled as if it had no summary; the summary is its lead text, links and all', () => {
    const page = site.page('/text-summaries/create-chat-completion');
    assert.equal(toString(select('h1', page)!), 'Create chat completion');
    const lead = toString(select('main', page)!);
    assert.match(
      lead,
      /Starting a new project\? We recommend trying Responses\s+instead\.\s+Creates a model response/,
    );
    assert.equal(select('h1 a, h1 strong', page), undefined);
    assert.ok(select('a[href="/docs/responses"]', page), 'the link in the summary is a link');
    assert.match(site.html('/text-summaries/create-chat-completion'), /<title>Create chat completion/);
  });

  test('without an operationId: the first sentence; the summary, then the description', () => {
    const page = site.page('/text-summaries/list-stored-chat-completions');
    assert.equal(toString(select('h1', page)!), 'List stored chat completions');
    assert.match(toString(select('main', page)!), /newest first, at most one hundred[^]*Pages with after\./);
    assert.equal(
      toString(select('h1', site.page('/text-summaries/delete-chat-completion'))!),
      'Delete a stored chat completion',
    );
  });

  test('one warning per such summary, at its own line and pointer, with the fix', () => {
    const warnings = site.warnings.filter((w) => /summary is text/.test(w.message));
    assert.deepEqual(
      warnings.map((w) => [w.line, w.pointer]),
      [
        [18, '#/paths/~1chat~1completions/get/summary'],
        [9, '#/paths/~1chat~1completions/post/summary'],
      ],
    );
    assert.match(warnings[1]!.message, /the page is titled "Create chat completion"/);
    assert.match(warnings[0]!.hint!, /short `summary`.*move the text into `description`/);
  });
});
