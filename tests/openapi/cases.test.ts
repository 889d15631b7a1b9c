// Real-world shapes of OpenAPI documents (tests/fixtures/openapi/<case>), built into one site and
// asserted on the parsed HTML; the cases that must fail are loaded alone.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { selectAll, select } from 'hast-util-select';
import type { Element } from 'hast';
import { toString } from 'hast-util-to-string';
import { DocgenError } from '../../src/errors.ts';
import {
  buildCases,
  casesDir,
  loadCase,
  PROPERTY_NAME,
  PROPERTY_ROW,
  type BuiltCases,
} from '../helpers/openapi-cases.ts';

const text = (node: Parameters<typeof toString>[0] | undefined) =>
  node ? toString(node).replace(/\s+/g, ' ').trim() : '';

async function failure(name: string): Promise<DocgenError> {
  try {
    await loadCase(name);
  } catch (error) {
    assert.ok(error instanceof DocgenError, `a DocgenError, not ${(error as Error).stack}`);
    return error;
  }
  assert.fail(`${name} loaded`);
}

describe('OpenAPI fixture cases', () => {
  let site: BuiltCases;
  before(async () => {
    site = await buildCases([
      'swagger2',
      'multi-file',
      'names',
      'redoc-anchors',
      'stoplight-links',
      'schemas-31',
      'schemas-30',
      'oai-32-tags',
      'security',
      'code-samples',
      'code-samples-config',
      'webhooks',
      'callbacks',
      'links',
      'tag-groups',
      'description-headings',
      'schema-fanout',
      'long-tag',
      'many-tags',
    ]);
  });
  after(() => site?.cleanup());

  test('Swagger 2.0: converted, its pages built, the overview names the version it was written in', () => {
    const overview = site.page('/swagger2/swagger-petstore');
    assert.match(text(select('.api-version', overview)), /Swagger 2\.0/);
    const list = site.page('/swagger2/list-pets');
    assert.equal(text(select('h1', list)), 'List all pets');
    assert.match(
      site.html('/swagger2/list-pets'),
      /https:\/\/petstore\.example\.com\/v1/,
      'host + basePath → server',
    );
    const create = site.page('/swagger2/create-pet');
    const props = selectAll(PROPERTY_NAME, create).map((n) => text(n));
    assert.deepEqual(props.slice(0, 3), ['id', 'name', 'tag'], 'the body parameter became the request body');
    assert.match(text(create), /string \| null/, 'x-nullable → nullable');
  });

  test("OpenAPI 3.2 (the OpenAPI Initiative's tags example) builds and says so", () => {
    assert.match(text(select('.api-version', site.page('/oai-32-tags/flight-api'))), /OpenAPI 3\.2/);
    assert.equal(
      text(select('h1', site.page('/oai-32-tags/list-international-flights'))),
      'List international flights',
    );
  });

  test('multi-file: each $ref resolved against the folder of the file that holds it', () => {
    const page = site.page('/multi-file/get-order');
    assert.ok(
      selectAll('.params__name', page).some((n) => text(n) === 'id'),
      'parameter from parameters.yaml',
    );
    const names = selectAll(PROPERTY_NAME, page).map((n) => text(n));
    for (const name of ['id', 'lineItems', 'sku', 'quantity'])
      assert.ok(names.includes(name), `${name} in ${names.join(', ')}`);
    assert.match(text(page), /Stock keeping unit/);
  });

  test('names: summary, else readable operationId, else METHOD /path; slugs never empty; duplicates suffixed', () => {
    const titles = new Map([
      ['/names/list-pets', 'List pets'],
      ['/names/post-pets', 'POST /pets'],
      ['/names/get-pets-id', 'ペットを取得'],
      ['/names/udalit-pitomtsa', 'Удалить питомца'],
      ['/names/list-pets-2', 'List pets'],
      ['/names/list-pets-3', 'List pets'],
    ]);
    for (const [route, title] of titles) assert.equal(text(select('h1', site.page(route))), title, route);
    assert.equal(
      text(select('h1', site.page('/names/overview'))),
      'ペットストア',
      'a title without Latin letters: the overview is /overview',
    );
    assert.match(site.html('/names'), /ペットストア/, 'the section index page is still there');
    const renamed = site.warnings
      .filter((w) => w.file === 'specs/names/spec.yaml')
      .map((w) => `${w.pointer} ${w.message}`);
    assert.deepEqual(renamed, [
      '#/paths/~1pets~1{id}/put PUT /pets/{id} and GET /pets would both have the route "/names/list-pets"; PUT /pets/{id} gets "/names/list-pets-2".',
      '#/paths/~1pets~1{id}/patch PATCH /pets/{id} and GET /pets would both have the route "/names/list-pets"; PATCH /pets/{id} gets "/names/list-pets-3".',
    ]);
    assert.ok(
      site.warnings.every((w) => w.line! > 0),
      'warnings carry lines',
    );
  });

  test("Redoc-style #operation/… #tag/… #section/… links lead to docgen's pages", () => {
    const hrefs = (route: string) =>
      selectAll('main a[href]', site.page(route)).map((a) => String(a.properties.href));
    const overview = hrefs('/redoc-anchors/things-api');
    for (const href of [
      '/redoc-anchors/create-thing',
      '/redoc-anchors/things-api#tag-things',
      '/redoc-anchors/things-api#errors',
      '/redoc-anchors/things-api#tag-thing-parts',
    ]) {
      assert.ok(overview.includes(href), `${href} in ${overview.join(' ')}`);
    }
    assert.ok(select('#tag-things', site.page('/redoc-anchors/things-api')), 'the tag anchor exists');
    const list = selectAll('.api-description a[href]', site.page('/redoc-anchors/list-things')).map((a) =>
      String(a.properties.href),
    );
    assert.equal(
      list.filter((h) => h === '/redoc-anchors/create-thing').length,
      2,
      'reference-style #tag/…/operation/… and #<title slug>',
    );
  });

  test("Stoplight's links to operations (a JSON pointer after the spec's name or #) lead to docgen's pages; the rest are reported where written", () => {
    // The links of the paragraph that holds `words`.
    const hrefs = (route: string, words: string) =>
      selectAll('main p', site.page(route))
        .filter((p) => text(p).includes(words))
        .flatMap((p) => selectAll('a[href]', p).map((a) => String(a.properties.href)));
    const overview = hrefs('/stoplight-links/abilities-api', 'Written as Stoplight');
    for (const href of [
      '/stoplight-links/list-abilities',
      '/stoplight-links/get-ability',
      '/stoplight-links/create-ability',
      '/stoplight-links/get-odd',
      '/stoplight-links/ability-created',
    ])
      assert.ok(overview.includes(href), `${href} in ${overview.join(' ')}`);
    assert.equal(
      overview.filter((h) => h === '/stoplight-links/list-abilities').length,
      2,
      `a pointer past the method (…/get/responses/200) leads to the operation: ${overview.join(' ')}`,
    );
    const list = hrefs('/stoplight-links/list-abilities', 'Then get one');
    assert.ok(list.includes('/stoplight-links/get-ability'), `reference definition: ${list.join(' ')}`);
    assert.ok(
      !list.some((h) => /<script|"/.test(h)),
      `no markup from the hostile link in an href: ${list.join(' ')}`,
    );
    assert.doesNotMatch(site.html('/stoplight-links/list-abilities'), /<script>alert/);
    const file = 'specs/stoplight-links/spec.json';
    const reported = site.warnings
      .filter((w) => w.file === file && w.message.startsWith('broken'))
      .map((w) => `${w.line} ${w.pointer} ${w.message.split(':')[0]}`)
      .sort();
    const lines = readFileSync(path.join(casesDir, 'stoplight-links/spec.json'), 'utf8').split('\n');
    const lineOf = (key: RegExp) => lines.findIndex((l) => key.test(l)) + 1;
    const info = `${lineOf(/"description": "Written as Stoplight/)} #/info/description broken`;
    const listing = `${lineOf(/"description": "Then \[get one\]/)} #/paths/~1abilities/get/description broken`;
    assert.deepEqual(
      reported,
      [
        `${info} anchor #/paths/~1abilities/delete → /stoplight-links/abilities-api#/paths/~1abilities/delete`,
        `${info} link /paths/~1abilities/get`,
        `${info} link openapiv3.json/components/schemas/Ability → /stoplight-links/openapiv3.json/components/schemas/Ability`,
        `${info} link openapiv3.json/paths/~1gone/get → /stoplight-links/openapiv3.json/paths/~1gone/get`,
        `${listing} link openapiv3.json/paths/~1abilities"><script>alert(1)</script>/get → /stoplight-links/openapiv3.json/paths/~1abilities"><script>alert(1)</script>/get`,
      ].sort(),
    );
  });

  // The case's config.json sets the spec's own `onBrokenLinks: 'throw'` (a spec's links warn by default).
  test('broken links in spec descriptions: file, line and JSON pointer each', async () => {
    const error = await buildCases(['broken-description-links'], { onBrokenAnchors: 'throw' }).then(
      () => assert.fail('built'),
      (e: unknown) => e as DocgenError & { errors: DocgenError[] },
    );
    const found = error.errors
      .map((e) => `${e.file}:${e.line} ${e.pointer} ${e.message.split(':')[0]}`)
      .sort();
    assert.deepEqual(found, [
      'specs/broken-description-links/spec.yaml:13 #/paths/~1things/get/description /gone',
      'specs/broken-description-links/spec.yaml:28 #/components/schemas/Thing/properties/id/description #operation/noSuchOperation → /broken-description-links/list-things#operation/noSuchOperation',
      'specs/broken-description-links/spec.yaml:8 #/info/description /guides/missing',
    ]);
  });

  test('schemas: allOf merged into one object, recursion a named node, readOnly/writeOnly by direction', () => {
    const page = site.page('/schemas-31/create-customer');
    const [request, response] = selectAll('.api-schema', page);
    const names = (tree: typeof request) => selectAll(PROPERTY_NAME, tree).map((n) => text(n));
    assert.deepEqual(
      names(request),
      ['name', 'password', 'tier', 'nickname', 'referredBy'],
      'request: no readOnly id/createdAt',
    );
    assert.deepEqual(
      names(response),
      ['createdAt', 'id', 'name', 'tier', 'nickname', 'referredBy'],
      'response: no writeOnly password',
    );
    assert.doesNotMatch(text(request), /All of/, 'allOf merged, not listed as parts');
    const row = (tree: typeof request, name: string) =>
      text(selectAll(PROPERTY_ROW, tree).find((li) => text(select('code', li)) === name));
    assert.match(row(request, 'referredBy'), /Customer ↻/);
    assert.match(row(request, 'referredBy'), /Recursive: the same Customer schema/);
    assert.doesNotMatch(text(page), /\bany\b/);
    assert.match(row(request, 'name'), /string.*required.*1–100 characters/);
    assert.match(row(request, 'password'), /string \(password\).*required/);
    assert.match(row(request, 'tier'), /Always: gold/);
    assert.match(row(request, 'nickname'), /string \| null.*Default: null/);
    assert.match(row(response, 'createdAt'), /string \(date-time\).*Read-only/);
  });

  test('schemas: oneOf options named by component and discriminator value', () => {
    const page = site.page('/schemas-31/list-pets');
    assert.match(text(select('.schema__variants-title', page)), /Exactly one of, told apart by petType/);
    const options = selectAll('.schema__variants > ul > li > details > summary', page).map((n) => text(n));
    assert.deepEqual(options, ['Dog (petType: "dog")', 'Cat (petType: "cat")']);
  });

  test('schemas: what cannot be shown is a warning with file and pointer; patternProperties listed', () => {
    const odd = site.warnings.filter((w) => w.file === 'specs/schemas-31/spec.yaml');
    assert.deepEqual(
      odd.map((w) => `${w.pointer} ${w.message}`),
      ['#/components/schemas/Odd/properties/label The schema keyword `not` is not shown on the API pages.'],
    );
    assert.ok(odd[0].line! > 100);
    assert.ok(selectAll(PROPERTY_NAME, site.page('/schemas-31/get-odd')).some((n) => text(n) === '/^x-/'));
  });

  test('schemas 3.0: nullable as "| null", exclusiveMinimum: true, recursion through array items', () => {
    const page = site.page('/schemas-30/get-node');
    const rows = selectAll(PROPERTY_ROW, page).map((li) => text(li));
    assert.ok(
      rows.some((r) => /^value string \| null/.test(r)),
      rows.join('\n'),
    );
    assert.ok(
      rows.some((r) => /^children array<Node ↻>/.test(r)),
      rows.join('\n'),
    );
    assert.match(text(select('.api-params', page)), /> 0/);
  });

  test('security: every OAuth flow with its URLs, the OpenID Connect URL, API key places; alternatives as "one of"', () => {
    const overview = text(select('main', site.page('/security/secured')));
    for (const part of [
      'Implicit flow',
      'Authorization code flow',
      'Authorization URL: https://auth.secured.example/authorize',
      'Token URL: https://auth.secured.example/token',
      'Refresh URL: https://auth.secured.example/refresh',
      'write:pets',
      'OpenID Connect discovery URL: https://auth.secured.example/.well-known/openid-configuration',
      'API key in the header X-API-Key',
      'API key in the query key',
    ]) {
      assert.ok(overview.includes(part), part);
    }
    assert.doesNotMatch(overview, /`/, 'no literal backticks');
    // Descriptions are CommonMark with sanitised HTML, never MDX: a lone tag of no HTML element is
    // a placeholder shown as written; Redoc's marker of where its security section goes is not.
    assert.match(overview, /Ask <CompanyName> support for a key\./);
    assert.doesNotMatch(overview, /SecurityDefinitions/i);
    const get = site.page('/security/get-pet');
    assert.match(text(get), /One of:/);
    assert.deepEqual(
      selectAll('.api-security > li', get).map((li) => text(li)),
      [
        'API key in the header X-API-Key (api_key)',
        'OAuth 2.0 (implicit, authorization code) (petstore_auth) — scopes: read:pets',
      ],
    );
    const del = site.page('/security/delete-pet');
    assert.deepEqual(
      selectAll('.api-security > li', del).map((li) => text(li)),
      ['API key in the query key (query_key) and OpenID Connect (oidc)'],
    );
  });

  test('security: an empty requirement reads as no authentication, or as form-field credentials on a token endpoint', () => {
    const list = selectAll('.api-security > li', site.page('/security/list-pets')).map((li) => text(li));
    assert.deepEqual(list.slice(1), ['Or no authentication.']);
    const token = selectAll('.api-security > li', site.page('/security/get-token')).map((li) => text(li));
    assert.equal(token.length, 2);
    assert.match(token[1], /client_id and client_secret form fields/);
    assert.doesNotMatch(token[1], /no authentication/i);
  });

  test('code samples on a foreign spec: credentials where the scheme says, named after it; placeholder host; {id} kept', () => {
    const samples = (route: string) =>
      selectAll('pre', site.fullPage(route))
        .map((n) => toString(n))
        .join('\n');
    const get = samples('/security/get-pet');
    assert.match(get, /curl --request GET \\\n {2}--url '?https:\/\/api\.example\.com\/pets\/\{id\}'?/);
    assert.match(get, /--header "X-API-Key: \$API_KEY"/);
    assert.match(get, /'X-API-Key': process\.env\.API_KEY/);
    assert.doesNotMatch(get, /EVOLVE|%7B|Bearer/);
    const del = samples('/security/delete-pet');
    assert.match(del, /"https:\/\/api\.example\.com\/pets\/\{id\}\?key=\$QUERY_KEY"/);
    assert.match(del, /Authorization: Bearer \$OIDC_TOKEN/);
    assert.match(del, /f"https:\/\/api\.example\.com\/pets\/\{\{id\}\}\?key=\{os\.environ\['QUERY_KEY'\]\}"/);
  });

  /** The code sample tabs of a page: label, highlighting language, text, and whether it has tokens. */
  const sampleTabs = (route: string) =>
    selectAll('[id^="samples-panel-"]', site.fullPage(route)).map((panel) => {
      const pre = select('pre', panel)!;
      const classes = (pre.properties.className as string[]).join(' ');
      return {
        label: String(panel.properties.dataLabel),
        lang: /language-(\S+)/.exec(classes)?.[1],
        text: toString(pre),
        tokens: selectAll('span[class^="hl-"]', pre).length,
      };
    });

  test('code samples: eight languages by default, each highlighted, server variables at their defaults', () => {
    const tabs = sampleTabs('/code-samples/replace-pet');
    assert.deepEqual(
      tabs.map((t) => `${t.label}:${t.lang}`),
      [
        'cURL:bash',
        'JavaScript:javascript',
        'Python:python',
        'Go:go',
        'Java:java',
        'Ruby:ruby',
        'PHP:php',
        'C#:csharp',
      ],
    );
    for (const tab of tabs) {
      assert.ok(tab.tokens > 3, `${tab.label} is highlighted`);
      assert.match(
        tab.text,
        /https:\/\/eu\.samples\.example\/v2\/pets\/\{petId\}\?dryRun=true/,
        `${tab.label}: variables at defaults, {petId} readable`,
      );
      assert.doesNotMatch(tab.text, /%7B|DOCGEN|\{region\}/, tab.label);
      assert.match(
        tab.text,
        /BEARER_AUTH_TOKEN/,
        `${tab.label}: the bearer token is read from a variable named after the scheme`,
      );
    }
    // The page's HTML holds the first language; the others load on first use (the panels file).
    const inHtml = selectAll('[id^="samples-panel-"]', site.page('/code-samples/replace-pet'));
    assert.deepEqual(
      inHtml.map((p) => Boolean(select('pre', p))),
      [true, false, false, false, false, false, false, false],
    );
    const [curl, js, python, go, java, ruby, php, csharp] = tabs.map((t) => t.text);
    assert.match(curl, /--header "Authorization: Bearer \$BEARER_AUTH_TOKEN"/);
    assert.match(curl, /--header 'X-Request-Id: req-42'/, 'a header parameter with an example');
    assert.match(curl, /"name": "Rex"/, 'JSON body made from the schema');
    assert.doesNotMatch(curl, /"id"/, 'readOnly properties stay out of request bodies');
    assert.match(js, /Authorization: `Bearer \$\{process\.env\.BEARER_AUTH_TOKEN\}`/);
    assert.match(js, /body: JSON\.stringify\(\{name: 'Rex', tags: \['good', 'dog'\]\}\)/);
    assert.match(python, /^import os$/m);
    assert.match(python, /"Authorization": f"Bearer \{os\.environ\['BEARER_AUTH_TOKEN'\]\}"/);
    assert.match(python, /requests\.put\(url, json=payload, headers=headers\)/);
    assert.match(go, /^\t"os"$/m);
    assert.match(go, /req\.Header\.Add\("Authorization", "Bearer " \+ os\.Getenv\("BEARER_AUTH_TOKEN"\)\)/);
    assert.match(java, /"Bearer " \+ System\.getenv\("BEARER_AUTH_TOKEN"\)/);
    assert.match(ruby, /'Bearer ' \+ ENV\['BEARER_AUTH_TOKEN'\]/);
    assert.match(php, /"Authorization: Bearer " \. getenv\('BEARER_AUTH_TOKEN'\)/);
    assert.match(csharp, /"Bearer " \+ Environment\.GetEnvironmentVariable\("BEARER_AUTH_TOKEN"\)/);
  });

  test('code samples: form and multipart bodies in their wire format; Basic, cookie and query credentials', () => {
    const form = Object.fromEntries(sampleTabs('/code-samples/log-in').map((t) => [t.label, t.text]));
    assert.match(form.cURL, /--data-urlencode 'password=p@ss word&more'/);
    assert.match(form.cURL, /--url "https:\/\/eu\.samples\.example\/v2\/login\?key=\$QUERY_KEY"/);
    assert.match(form.cURL, /--cookie "sid=\$SESSION_KEY"/);
    assert.match(
      form.JavaScript,
      /body: new URLSearchParams\(\{username: 'ada', password: 'p@ss word&more'\}\)/,
    );
    assert.match(form.Python, /requests\.post\(url, data=payload, headers=headers\)/);
    assert.match(form.Go, /strings\.NewReader\("username=ada&password=p%40ss%20word%26more"\)/);
    const upload = Object.fromEntries(sampleTabs('/code-samples/upload-photo').map((t) => [t.label, t.text]));
    assert.match(upload.cURL, /--header "Authorization: Basic \$BASIC_AUTH_CREDENTIALS"/);
    assert.match(upload.cURL, /--form '?photo=@photo\.bin'?/);
    assert.match(upload.cURL, /--form 'caption=At the beach'/);
    assert.match(
      upload.cURL,
      /\/pets\/pet_123\/photos\/\{photoId\}/,
      'a path example is used, a path without one stays {name}',
    );
    // The file is read and sent as a file part, the text field beside it (file-bodies.ts).
    assert.match(upload.Python, /\("photo", \("photo\.bin", open\("photo\.bin", "rb"\)/);
    assert.match(upload.Python, /\("caption", "At the beach"\)/);
    assert.match(upload.Python, /requests\.post\(url, data=payload, files=files, headers=headers\)/);
    assert.match(upload.Go, /multipart\.NewWriter/);
    assert.match(upload.Go, /os\.Open\("photo\.bin"\)/);
    assert.match(upload.Go, /WriteField\("caption", "At the beach"\)/);
    assert.match(upload.Go, /FormDataContentType\(\)/);
  });

  test('code samples: the languages and the credential variable are set per spec; a relative server goes on the placeholder host', () => {
    const tabs = sampleTabs('/code-samples-config/get-order');
    assert.deepEqual(
      tabs.map((t) => t.label),
      ['Go', 'cURL'],
    );
    assert.match(
      tabs[1].text,
      /--url 'https:\/\/api\.example\.com\/api\/v1\/orders\/\{orderId\}'|--url https:\/\/api\.example\.com\/api\/v1\/orders\/\{orderId\}/,
    );
    assert.match(tabs[1].text, /--header "Authorization: Bearer \$EVOLVE_ACCESS_TOKEN"/);
    assert.match(tabs[0].text, /os\.Getenv\("EVOLVE_ACCESS_TOKEN"\)/);
  });

  /** The sidebar as the page has it: links by label, categories as `{ label: [items] }` (collapsed ones `[]`). */
  type Tree = (string | { [label: string]: Tree })[];
  const sidebarOf = (route: string, category: string): Tree => {
    // A category's label is its first child: its page's link or its toggle button.
    const label = (li: Element) => text(select(':scope > a, :scope > button', li)!);
    const tree = (list: Element): Tree =>
      list.children
        .filter((li): li is Element => li.type === 'element' && li.tagName === 'li')
        .map((li) => {
          if (!String(li.properties.className).includes('menu__category')) {
            const link = select(':scope > a', li)!;
            return `${text(link).replace(/^(GET|POST|PUT|PATCH|DELETE) ?/, '')}${String(link.properties.className).includes('menu__link--deprecated') ? ' ✗' : ''}`;
          }
          const list = select(':scope > ul', li); // none: a collapsed category the page leaves out
          return { [label(li)]: list ? tree(list) : [] };
        });
    const top = selectAll('.menu > .menu__list > .menu__category', site.page(route)).find(
      (li) => label(li) === category,
    )!;
    return tree(select(':scope > ul', top)!);
  };

  /** The page's headings as `h<level> text`, in order. */
  const outline = (route: string) =>
    selectAll('h1, h2, h3, h4, h5, h6', site.page(route)).map(
      (h) => `${h.tagName} ${text(h).replace(/#$/, '')}`,
    );
  const assertNoSkips = (headings: string[]) =>
    headings.reduce((previous, heading) => {
      const level = Number(heading[1]);
      assert.ok(level <= previous + 1, `${heading} follows an h${previous}: ${headings.join(' / ')}`);
      return level;
    }, 0);

  test('description headings take their place in the page: one h1, no skipped levels (Redoc- and GitHub-style specs)', () => {
    const overview = outline('/description-headings/headings-api');
    assert.deepEqual(overview.slice(0, 3), ['h1 Headings API', 'h2 Introduction', 'h3 Rate limits']);
    // Each scheme is a section headed by its kind and name (h3); its description's headings go under it.
    const scheme = overview.indexOf('h3 API key in the header X-Key apiKey');
    assert.ok(
      scheme > overview.indexOf('h2 Authentication') && overview[scheme + 1] === 'h4 Getting a key',
      `a security scheme's heading under "Authentication": ${overview.join(' / ')}`,
    );
    assert.equal(overview.filter((h) => h.startsWith('h1')).length, 1);
    assertNoSkips(overview);
    assert.ok(
      selectAll('.toc a', site.page('/description-headings/headings-api')).some(
        (a) => text(a) === 'Introduction',
      ),
      'in the TOC',
    );
    const operation = outline('/description-headings/put-secret');
    assert.deepEqual(operation.slice(0, 3), [
      'h1 Store a secret',
      'h2 Example in Node.js',
      'h3 Installing it',
    ]);
    assert.ok(
      operation.includes('h4 Stored'),
      `a response's heading inside its section: ${operation.join(' / ')}`,
    );
    assertNoSkips(operation);
  });

  test("meta descriptions and cards are the description's first sentence as text: no tags, no alert marker, no image", () => {
    const meta = (route: string) => {
      const page = site.page(route);
      return [select('meta[name="description"]', page), select('meta[property="og:description"]', page)].map(
        (m) => String((m?.properties as Record<string, unknown> | undefined)?.content),
      );
    };
    assert.deepEqual(
      meta('/description-headings/list-notes'),
      Array(2).fill('Lists the notes & their tags.'),
    );
    assert.deepEqual(
      meta('/description-headings/add-note'),
      Array(2).fill('Notes of text/* types expire after a day.'),
    );
    // Redoc-style: the overview's description opens with a heading, which is not its summary.
    assert.equal(meta('/description-headings/headings-api')[0], 'Welcome.');
    const cards = selectAll('.card__text', site.page('/description-headings')).map(text);
    assert.ok(cards.includes('Lists the notes & their tags.'), cards.join(' | '));
  });

  test('schemas that link on without end (each level holding eight objects of the next): each level is shared once, the page stays small, no cap is reached', () => {
    // Before shared components (src/openapi/views/shared-schemas.ts) this page stopped at the
    // 10,000-row cap with a warning; the levels are now each shown once, in a shared file.
    assert.equal(
      site.warnings.find(
        (w) => w.file === 'specs/schema-fanout/spec.yaml' && /too large to show in full/.test(w.message),
      ),
      undefined,
    );
    const page = site.fullPage('/schema-fanout/get-the-graph');
    const rows = selectAll(PROPERTY_ROW, page);
    assert.ok(rows.length > 0 && rows.length < 1000, `${rows.length} rows`);
    const shared = selectAll('[data-fragment]', page).map((n) => String(n.properties?.dataFragment));
    assert.ok(
      shared.some((url) => /\/_docgen\/schemas\/c-level\d+-/.test(url)),
      `a level is a shared row: ${shared.slice(0, 3).join(', ')}`,
    );
  });

  test('webhooks (3.1): a page each with the payload schema, listed on the overview and in a Webhooks category', () => {
    const page = site.page('/webhooks/new-pet');
    assert.equal(text(select('h1', page)), 'New pet');
    assert.deepEqual(
      selectAll('.api-endpoint > *', page).map((n) => text(n)),
      ['Webhook', 'POST', 'newPet'],
    );
    assert.deepEqual(
      selectAll(PROPERTY_NAME, page).map((n) => text(n)),
      ['id', 'name', 'tag'],
    );
    assert.match(text(select('.api-response', page)), /200 OK ?Return a 200 status/);
    assert.equal(
      selectAll('[id^="samples-panel-"]', page).length,
      0,
      'no code samples: the API makes this call',
    );
    assert.deepEqual(sidebarOf('/webhooks/new-pet', 'webhooks'), [
      'Webhook Example',
      { Webhooks: ['New pet'] },
    ]);
    const overview = site.page('/webhooks/webhook-example');
    assert.ok(select('h2#webhooks', overview));
    assert.equal(select('h2#webhooks ~ ul a', overview)!.properties.href, '/webhooks/new-pet');
  });

  test('callbacks: a section on the operation page with each request, its payload schema and the expected responses', () => {
    const page = site.page('/callbacks/post-streams');
    const callback = select('.api-callback', page)!;
    assert.equal(text(select('h3', callback)), 'onData#');
    assert.deepEqual(
      selectAll('.api-endpoint > *', callback).map((n) => text(n)),
      ['POST', '{$request.query.callbackUrl}/data'],
    );
    assert.deepEqual(
      selectAll(PROPERTY_NAME, callback).map((n) => text(n)),
      ['timestamp', 'userData'],
    );
    assert.deepEqual(
      selectAll('.status', callback).map((n) => text(n)),
      ['202', '204'],
    );
    assert.ok(
      selectAll('.toc a', page).some((a) => a.properties.href === '#callbacks') ||
        site.html('/callbacks/post-streams').includes('href="#callbacks"'),
    );
  });

  test('response links: each names the operation to call next (linked) and the values it takes', () => {
    const links = selectAll('.api-links li', site.page('/links/get-repository'));
    assert.deepEqual(
      links.map((li) => text(li)),
      [
        'repositoryPullRequests: GET Get pull requests by repository with username = $response.body#/owner/username, slug = $response.body#/slug',
      ],
    );
    assert.equal(select('a', links[0])!.properties.href, '/links/get-pull-requests-by-repository');
  });

  test('a tag of 300 operations: a page lists 201 of them around its own, the others one "Show N more" away', () => {
    const entries = (route: string) =>
      selectAll('nav.menu a[href^="/long-tag/get-item"]', site.page(route)).map((a) =>
        String(a.properties.href),
      );
    const more = (route: string) => selectAll('.menu__more button', site.page(route)).map((b) => text(b));
    const first = entries('/long-tag/get-item001');
    assert.equal(first.length, 201);
    assert.equal(first[0], '/long-tag/get-item001');
    assert.deepEqual(more('/long-tag/get-item001'), ['Show 99 more']);
    const middle = entries('/long-tag/get-item150');
    assert.deepEqual(
      [middle.length, middle[0], middle.at(-1)],
      [201, '/long-tag/get-item050', '/long-tag/get-item250'],
    );
    assert.deepEqual(more('/long-tag/get-item150'), ['Show 49 more', 'Show 50 more']);
    assert.deepEqual(more('/long-tag/get-item300'), ['Show 99 more']);
    // Without JavaScript, the overview lists them all.
    assert.equal(
      selectAll('.api-operations a[href^="/long-tag/get-item"]', site.page('/long-tag/long-tag')).length,
      300,
    );
  });

  test('300 tags: a page lists 201 categories around its own, with the count of those before for the runtime', () => {
    const page = site.page('/many-tags/t150-op1');
    const api = select('nav.menu > ul > li > ul', page)!;
    const items = api.children.filter((li): li is Element => li.type === 'element');
    assert.equal(items.length, 203, '201 entries and a stand-in each side');
    assert.equal(items[0].properties.dataBefore, '50', 'the overview link and tags 1–49');
    assert.equal(text(select(':scope > button', items[1])!), 'tag050');
    assert.ok(select('a[href="/many-tags/t150-op1"][aria-current="page"]', page), 'its own category open');
  });

  test('tags: sidebar categories grouped by x-tagGroups, untagged operations after them, deprecated ones marked', () => {
    assert.deepEqual(sidebarOf('/tag-groups/cancel-order', 'tag-groups'), [
      'Shop',
      {
        Sales: [{ Orders: ['List orders', 'Create order', 'Cancel order (deprecated) ✗'] }, { Refunds: [] }],
      },
      { Catalog: [] },
      'Health',
    ]);
    assert.deepEqual(sidebarOf('/tag-groups/list-products', 'tag-groups').slice(1, 3), [
      { Sales: [] },
      { Catalog: ['List products'] },
    ]);
    const overview = site.page('/tag-groups/shop');
    assert.deepEqual(
      selectAll('.api-tag h3', overview).map((h) => `${h.properties.id} ${text(h)}`),
      [
        'tag-orders Orders#',
        'tag-refunds Refunds#',
        'tag-catalog Catalog#',
        'other-operations Other operations#',
      ],
    );
    const orders = select('.api-tag', overview)!;
    assert.match(text(orders), /Create and track orders\./);
    assert.equal(select('.api-external-docs a', orders)!.properties.href, 'https://docs.shop.example/orders');
    assert.match(
      text(select('.api-operations li:nth-child(3)', orders)),
      /Cancel order \/orders\/\{id\}\/cancel deprecated/,
    );
    assert.match(
      text(select('.api-external-docs', overview)),
      /See also: https:\/\/docs\.shop\.example\/guide ?The integration guide\./,
      "the spec's externalDocs",
    );
    assert.match(
      text(select('.api-external-docs', site.page('/tag-groups/create-order'))),
      /How checkout creates orders\./,
      "an operation's externalDocs",
    );
  });

  test("tags (3.2): a tag's category goes inside its parent's; the summary is its label", () => {
    assert.deepEqual(sidebarOf('/oai-32-tags/list-domestic-flights', 'oai-32-tags'), [
      'Flight API',
      { Flights: ['List all flights', { International: [] }, { Domestic: ['List domestic flights'] }] },
      { Delays: [] },
    ]);
  });

  test('a remote $ref is refused with the file, line and pointer, without fetching', async () => {
    const error = await failure('remote-ref');
    assert.match(error.message, /Remote \$ref "https:\/\/schemas\.example\.com\/thing\.json"/);
    assert.equal(error.file, 'specs/remote-ref/spec.yaml');
    assert.equal(error.line, 15);
    assert.equal(error.pointer, '#/paths/~1things/get/responses/200/content/application~1json/schema/$ref');
  });

  test('a remote $ref in a sibling file names that file and its line', async () => {
    const error = await failure('remote-ref-in-file');
    assert.match(error.message, /Remote \$ref "http:\/\/schemas\.example\.com\/thing\.json#\/Thing"/);
    assert.equal(error.file, 'specs/remote-ref-in-file/parts/responses.yaml');
    assert.equal(error.line, 6);
  });

  test('a bad version field: the hint fits what the file says it is', async () => {
    const number = await failure('bad-version-number');
    assert.match(number.message, /The `openapi` field is the number 3, not a version string/);
    assert.equal(number.line, 1);
    assert.match(number.hint!, /openapi: "3\.0\.0"/);
    const swagger1 = await failure('bad-version-swagger1');
    assert.match(swagger1.message, /Unsupported Swagger version "1\.2"/);
    assert.match(swagger1.hint!, /Swagger 1\.x is not supported/);
    assert.equal(swagger1.line, 3);
    const missing = await failure('bad-version-missing');
    assert.match(missing.message, /`openapi` \(or `swagger`\) key is missing/);
    assert.match(missing.hint!, /`swagger: "2\.0"` for a Swagger 2\.0 document/);
  });
});
