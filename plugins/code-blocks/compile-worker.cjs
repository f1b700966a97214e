// Worker thread entry (site-samples.ts): compiles the site's samples off the build's main thread,
// posting the check first and the names' quick info after. A CommonJS file because workers start
// without the TypeScript loaders Docusaurus uses; tsx loads the TypeScript modules from here.
const {parentPort, workerData} = require('node:worker_threads');
const {require: tsxRequire} = require('tsx/cjs/api');

const {compileSiteSamples} = tsxRequire('./compile-task.ts', __filename);
const {hovers} = compileSiteSamples(workerData.siteDir, undefined, workerData.cacheDir, (checked) =>
  parentPort.postMessage({checked}),
);
parentPort.postMessage({hovers});
