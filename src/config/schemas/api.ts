// The API reference: the OpenAPI documents, their code samples, the example check and the Try-it console.
import * as z from 'zod';
import { SAMPLE_LANGUAGE_NAMES } from '../../openapi/sample-languages.ts';
import { checkApiVersions, withVersionRoutes } from '../api-versions.ts';

const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const envName = z.string().regex(ENV_NAME, 'must be an environment variable name');

export const apiKeys = {
  /**
   * The Try-it console of API operation pages. `corsProxy`: a proxy the site owner runs that the
   * console sends calls through (`<proxy>/<url>`), for APIs that do not allow the docs' origin.
   */
  apiConsole: z
    .strictObject({
      enabled: z.boolean().default(true),
      corsProxy: z.url().nullable().default(null),
    })
    .prefault({}),
  /**
   * An example in a spec that does not fit its schema: a warning ('warn', the default: many public
   * specs hold some, and a first build should not reject them) or an error ('throw').
   */
  onInvalidExamples: z.enum(['throw', 'warn']).default('warn'),
  openapi: z
    .array(
      z.strictObject({
        /** Spec file, relative to the site root. */
        spec: z.string(),
        /** Route the spec's pages live under, e.g. `/image-search/api`. */
        route: z.string().regex(/^\/[a-z0-9/-]*[a-z0-9]$/, 'must be a route like "/image-search/api"'),
        /** Sidebar label of the generated category when no content folder provides one. */
        label: z.string().default('API'),
        position: z.number().optional(),
        /** Languages of the code samples generated for operations without `x-codeSamples` (default: all, in this order). */
        codeSamples: z.array(z.enum(SAMPLE_LANGUAGE_NAMES)).optional(),
        /** Sidebar categories per tag (grouped by `x-tagGroups`); `false`: one flat list of operations. */
        groupByTag: z.boolean().default(true),
        /** The environment variable code samples read the credential from: one for all, or one per security scheme name (default: the scheme's name in upper snake case). */
        credentialVariable: z.union([envName, z.record(z.string(), envName)]).optional(),
        /**
         * A link in the spec's descriptions that names no page of the site. 'warn' by default, not
         * the site's `onBrokenLinks`: a vendor's spec links to pages of the vendor's own site
         * (`/docs/payments`), which a first build should report, not refuse. 'throw' for a spec
         * written with the site.
         */
        onBrokenLinks: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
        /**
         * Request and response examples over this many bytes are shown cut, with the whole example
         * as a download; the console and the mock then use the schema (src/openapi/load/cut-examples.ts).
         */
        maxExampleSize: z
          .number()
          .int()
          .positive()
          .default(256 * 1024),
        /**
         * This document is one version of the API at `route` (src/config/api-versions.ts): the
         * entries with one `route` and a `version` are one API, oldest first; the last is served
         * at `route`, each older one at `route/<version>`, with a changelog between neighbours.
         */
        version: z
          .string()
          .regex(/^[a-z0-9][a-z0-9._-]*$/i, 'must be a path segment like "v1" or "2024-01"')
          .optional(),
        /** The page (a route, with an optional #heading) that tells readers how to move to this version from the one before; the changelog links it. */
        migrationGuide: z.string().regex(/^\//, 'must be a route like "/guide#migrating"').optional(),
      }),
    )
    .default([])
    .superRefine(checkApiVersions)
    .transform(withVersionRoutes),
};
