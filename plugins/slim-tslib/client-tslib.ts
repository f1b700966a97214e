/**
 * The tslib helpers that CommonJS modules in the client bundle call (`tslib_1.__importDefault`
 * and the other module-interop helpers TypeScript emits), from tslib's ES module build, which
 * the bundler can trim to what is used.
 */
export {__createBinding, __exportStar, __importDefault, __importStar} from 'tslib/tslib.es6.mjs';
