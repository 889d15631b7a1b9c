// A Markdown page. The body HTML comes from the Markdown pipeline (already escaped and sanitized).
import DocMeta from '../components/DocMeta.tsx';
import PageFrame from '../components/PageFrame.tsx';
import type { DocRoute } from '../../src/types.ts';
import type { PageProps } from '../props.ts';

export default function DocPage({ route, site }: PageProps<DocRoute>) {
  return (
    <PageFrame route={route} site={site}>
      {!route.hasOwnH1 && <h1>{route.title}</h1>}
      <div dangerouslySetInnerHTML={{ __html: route.html }} />
      <DocMeta route={route} site={site} />
    </PageFrame>
  );
}
