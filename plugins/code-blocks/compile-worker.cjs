// Worker thread entry (site-samples.ts): compiles the site's samples off the build's main thread.
// A CommonJS file because workers start without the TypeScript loaders Docusaurus uses; tsx
// loads the TypeScript modules from here.
const {parentPort, workerData} = require('node:worker_threads');
const {require: tsxRequire} = require('tsx/cjs/api');

const {compileSiteSamples} = tsxRequire('./compile-task.ts', __filename);
parentPort.postMessage(compileSiteSamples(workerData.siteDir, undefined, workerData.cacheDir));
