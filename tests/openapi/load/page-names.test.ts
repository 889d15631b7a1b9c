// src/openapi/load/page-names.ts: titles made from operationIds keep version-like tokens whole.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { kebabCase } from '../../../src/openapi/load/kebab-case.ts';
import { operationTitle } from '../../../src/openapi/load/page-names.ts';

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
