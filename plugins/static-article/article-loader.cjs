// Bundler loader of a doc's content module in the client: the last loader of the doc, after the
// MDX and JS loaders, it answers with the shell that options.shell(compiled, file) makes of the
// compiled doc (shell.ts). CommonJS, as the bundler loads loaders with require().
module.exports = function articleLoader(compiled) {
  return this.getOptions().shell(String(compiled), this.resourcePath);
};
