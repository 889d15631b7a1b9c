// The code samples made on this thread where the OpenAPI worker had not got to them (see
// `SampleFeed`). A module of its own: it loads the code-sample generator, which a build whose
// samples all came from the build cache never needs.
import type { Highlighter } from '../../content/markdown/highlighter.ts';
import { operationSamples } from './operation-samples.ts';
import type { SchemaWorkInput } from './spec-work.ts';
import type { CodeSampleView } from '../views/types.ts';

/** The samples of `work.operations[i]`, made on this thread (see `SampleFeed`). */
export function sampleMaker(
  work: SchemaWorkInput,
  highlighter: Highlighter,
): (i: number) => CodeSampleView[] {
  return (i) => {
    const { spec, operation } = work.operations[i];
    return operationSamples(work.specs[spec], operation, highlighter);
  };
}
