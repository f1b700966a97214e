// Bundler loader of the pages' hover table stubs (hover-table.ts). Under `docusaurus start` it
// answers with the page's table, once the names' quick info is known; a production build keeps
// the stub, and the code-blocks plugin writes the table over it after the build. CommonJS, as the
// bundler loads loaders with require().
module.exports = function hoverLoader(stub) {
  if (this.mode === 'production') return stub;
  const callback = this.async();
  this.cacheable(false);
  this.getOptions()
    .table(this.resourcePath)
    .then((table) => callback(null, JSON.stringify(table)), callback);
  return undefined;
};
