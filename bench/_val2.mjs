import Ajv2020 from 'ajv/dist/2020.js';
const cache = new WeakMap();
const orig = Ajv2020.default.prototype.validate;
if (process.argv[2]) Ajv2020.default.prototype.validate = function (schema, data) {
  if (typeof schema !== "object") return orig.call(this, schema, data);
  let fn = cache.get(schema); if (!fn) { fn = this.compile(schema); cache.set(schema, fn); }
  const ok = fn(data); this.errors = fn.errors; return ok;
};
const { validate } = await import('@readme/openapi-parser');
import * as yaml from 'js-yaml';
import fs from 'node:fs';
const docs = ['platform','image-search','image-optimization'].map(n => yaml.load(fs.readFileSync(`openapi/${n}.yaml`,'utf8')));
const t0=performance.now();
for (const d of [...docs, ...docs.map(x=>structuredClone(x))]) { const t=performance.now(); const r = await validate(structuredClone(d)); console.log(r.valid, (performance.now()-t).toFixed(0)); }
console.log('total', (performance.now()-t0).toFixed(0), process.cpuUsage().user/1000);
