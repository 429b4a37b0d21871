// @docusaurus/utils-common's index, as ES re-exports of its own files: the
// published index is CommonJS and requires all of tslib (~4 KB gzip) for one
// `__importDefault`, which the browser build cannot tree-shake. Same exports.
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash.js';
export {addPrefix, removeSuffix, addSuffix, removePrefix} from '@docusaurus/utils-common/lib/stringUtils.js';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils.js';
export const blogPostContainerID = '__blog-post-container';
