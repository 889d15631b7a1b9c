// deploy/nginx.conf must serve a docgen build exactly as `docgen serve` does: the same HTTP
// suite, against Debian's nginx running the config on 127.0.0.1.
import { httpSuite } from '../helpers/http-suite.ts';
import { nginxSkipReason, startNginx } from '../helpers/nginx.ts';

httpSuite('deploy/nginx.conf', (outDir) => startNginx(outDir), { skip: nginxSkipReason() });
